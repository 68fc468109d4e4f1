import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import type { Db } from '../../db/database.ts';
import { loginChallenges } from '../../db/schema.ts';
import { hashSecret } from '../../lib/ids.ts';

/**
 * A software authenticator for the server tests: a real P-256 key that signs what a browser's
 * authenticator signs (authenticatorData ‖ SHA-256(clientDataJSON)), so the routes are tested
 * with genuine WebAuthn responses. The browser journey proves the same with Chromium's virtual
 * authenticator.
 */
export type SoftAuthenticator = {
  credentialId: string;
  register: (
    options: { challenge: string; rp: { id?: string }; user: { id: string } },
    overrides?: { origin?: string; userVerified?: boolean },
  ) => Record<string, unknown>;
  assert: (
    options: { challenge: string; rpId?: string },
    overrides?: { origin?: string; userVerified?: boolean; rpId?: string; counter?: number },
  ) => Record<string, unknown>;
};

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const coseKeyOf = (publicKey: KeyObject) => {
  const jwk = publicKey.export({ format: 'jwk' });
  const map = new Map<number, number | Uint8Array>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, isoBase64URL.toBuffer(jwk.x!)],
    [-3, isoBase64URL.toBuffer(jwk.y!)],
  ]);
  return isoCBOR.encode(map);
};

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export const softAuthenticator = (origin: string): SoftAuthenticator => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const rawId = randomBytes(32);
  const credentialId = isoBase64URL.fromBuffer(rawId);
  let counter = 0;
  let userHandle = '';

  const authData = (rpId: string, flags: number, attested?: Uint8Array) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([
      sha256(rpId),
      Buffer.from([flags]),
      count,
      ...(attested ? [attested] : []),
    ]);
  };
  const clientData = (type: string, challenge: string, from: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));
  const flagsOf = (userVerified: boolean) => FLAG_UP | (userVerified ? FLAG_UV : 0);

  return {
    credentialId,
    register: (options, overrides = {}) => {
      userHandle = options.user.id;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(rawId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, rawId, coseKeyOf(publicKey)]);
      const data = authData(
        options.rp.id!,
        flagsOf(overrides.userVerified ?? true) | FLAG_AT,
        attested,
      );
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(data)],
        ]) as never,
      );
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(
            clientData('webauthn.create', options.challenge, overrides.origin ?? origin),
          ),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['internal'],
        },
      };
    },
    assert: (options, overrides = {}) => {
      counter = overrides.counter ?? counter + 1;
      const data = authData(
        overrides.rpId ?? options.rpId!,
        flagsOf(overrides.userVerified ?? true),
      );
      const client = clientData('webauthn.get', options.challenge, overrides.origin ?? origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(client),
          authenticatorData: isoBase64URL.fromBuffer(data),
          signature: isoBase64URL.fromBuffer(signature),
          ...(userHandle ? { userHandle } : {}),
        },
      };
    },
  };
};

/**
 * A login waiting for its second step, as POST /app/auth/login leaves it for a user with one (the
 * two-step module makes these; the passkey tests need one without depending on it).
 */
export const openTwoStepLogin = async (db: Db, userKey: string): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await db.insert(loginChallenges).values({
    token_hash: hashSecret(token),
    user_key: userKey,
    purpose: 'two_step',
    expires_at: new Date(Date.now() + 10 * 60_000),
  });
  return token;
};
