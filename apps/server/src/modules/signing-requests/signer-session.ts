import { SIGNER_SESSION_TTL_HOURS, isSigningExpired, isSigningTokenShape } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { createSession } from '../auth/session-repository.ts';
import { linkSignatoryUser } from './signing-request-repository.ts';
import {
  findLiveSigningToken,
  markSigningTokenUsed,
  revokeSigningTokens,
} from './signing-token-repository.ts';
import { resolveSignerUser, setSessionExpiry } from './signer-user.ts';
import { lockPack } from '../documents/document-repository.ts';
import { findPackSignatory } from '../signatories/signatory-repository.ts';

export type SignerSession =
  | {
      ok: true;
      sessionToken: string;
      xsrfToken: string;
      expiresAt: Date;
      /** Opened by the owner's in-person hand-over (assign_user_to_next_signatory). */
      inPerson: boolean;
    }
  /** expired: the link was good but the pack's signing deadline passed (issue 16). */
  | { ok: false; expired?: boolean };

/**
 * §2 switch_user/{uuid}?session_token: a live token for this pack and signatory, on a pack and a
 * signer still awaiting signatures, opens a temporary non-browsing session as the signer
 * (ADR 0010). Anything else (unknown, tampered, expired, revoked, finished) answers { ok: false }.
 */
export const openSignerSession = async (
  ctx: AppContext,
  input: {
    documentKey: string;
    signatoryUuid: string;
    token: string | undefined;
    ip: string;
    userAgent: string | undefined;
  },
): Promise<SignerSession> => {
  if (!input.token || !isSigningTokenShape(input.token)) return { ok: false };
  const row = await findLiveSigningToken(ctx.db, input.token);
  if (!row || row.document_key !== input.documentKey || row.signatory_uuid !== input.signatoryUuid)
    return { ok: false };
  return ctx.db.transaction(async (tx: Db): Promise<SignerSession> => {
    const pack = await lockPack(tx, row.document_key);
    if (!pack || pack.status !== 'awaiting_signatures' || pack.is_deleted) return { ok: false };
    const signatory = await findPackSignatory(tx, pack.key, row.signatory_uuid);
    if (signatory?.status !== 'awaiting_signatures') return { ok: false };
    // Said plainly: the holder of a real link learns only that the deadline passed.
    if (isSigningExpired(pack.signing_expires_at, new Date())) return { ok: false, expired: true };

    const user = await resolveSignerUser(tx, signatory);
    await linkSignatoryUser(tx, signatory.uuid, user.key);
    const session = await createSession(tx, {
      userKey: user.key,
      canBrowse: false,
      ip: input.ip,
      userAgent: input.userAgent,
    });
    const expiresAt = new Date(Date.now() + SIGNER_SESSION_TTL_HOURS * 3_600_000);
    await setSessionExpiry(tx, session.session.key, expiresAt);
    // An in-person link is for one hand-over; a requested link works until signing ends.
    if (row.token_type === 'in_person')
      await revokeSigningTokens(tx, pack.key, signatory.uuid, 'in_person');
    else await markSigningTokenUsed(tx, row.token_hash);
    return {
      ok: true,
      sessionToken: session.sessionToken,
      xsrfToken: session.xsrfToken,
      expiresAt,
      inPerson: row.token_type === 'in_person',
    };
  });
};
