import { createPrivateKey, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import forge from 'node-forge';
import type { CmsSigningKey } from './cms-signed-data.ts';
import { fromDer } from './der.ts';
import { createSelfSignedCertificate, toP12 } from './self-signed-certificate.ts';

export type SealingCertificate = {
  p12: Buffer;
  password: string;
  /** 'configured': SIGNING_P12_PATH; 'self-signed': made by Quire under DATA_DIR. */
  source: 'configured' | 'self-signed';
};

export const SELF_SIGNED_FOLDER = 'sealing-certificate';
const P12_FILE = 'seal.p12';
const PASSWORD_FILE = 'seal.password';

/**
 * The certificate final PDFs are sealed with: the configured PKCS#12 (SIGNING_P12_PATH and
 * SIGNING_P12_PASSWORD, passed in by the caller), or else a self-signed one kept under
 * `<dataDir>/sealing-certificate/`, made on first use. Two processes racing to make it agree on
 * one: each writes into its own temporary folder and renames it into place; the loser's rename
 * fails (the folder exists) and it reads the winner's.
 */
export const loadOrCreateSealingCertificate = async (
  dataDir: string,
  configured: { p12Path?: string | undefined; password?: string | undefined } = {},
): Promise<SealingCertificate> => {
  if (configured.p12Path) {
    return {
      p12: await readFile(configured.p12Path),
      password: configured.password ?? '',
      source: 'configured',
    };
  }
  const folder = path.join(dataDir, SELF_SIGNED_FOLDER);
  const existing = await readSelfSigned(folder);
  if (existing) return existing;

  await mkdir(dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(dataDir, `.${SELF_SIGNED_FOLDER}-`));
  const password = randomBytes(24).toString('base64url');
  const generated = await createSelfSignedCertificate({
    commonName: 'Quire document seal (self-signed)',
    organization: 'Quire',
  });
  await writeFile(path.join(staging, P12_FILE), toP12(generated, password), { mode: 0o600 });
  await writeFile(path.join(staging, PASSWORD_FILE), password, { mode: 0o600 });
  try {
    await rename(staging, folder);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
  }
  const made = await readSelfSigned(folder);
  if (!made) throw new Error(`The sealing certificate in ${folder} could not be read`);
  return made;
};

const readSelfSigned = async (folder: string): Promise<SealingCertificate | null> => {
  try {
    const [p12, password] = await Promise.all([
      readFile(path.join(folder, P12_FILE)),
      readFile(path.join(folder, PASSWORD_FILE), 'utf8'),
    ]);
    return { p12, password, source: 'self-signed' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

/**
 * Opens a PKCS#12: the RSA private key and the certificate that matches it, the other
 * certificates as its chain. Done once per signer, not per document (the PBKDF of a .p12 is slow
 * in JavaScript).
 */
export const openSealingKey = (
  p12: Uint8Array,
  password: string,
): CmsSigningKey & { name: string } => {
  let store: forge.pkcs12.Pkcs12Pfx;
  try {
    store = forge.pkcs12.pkcs12FromAsn1(fromDer(p12), false, password);
  } catch (error) {
    throw new Error(`The sealing certificate could not be opened: ${(error as Error).message}`);
  }
  const bagsOf = (bagType: string) => store.getBags({ bagType })[bagType] ?? [];
  const keyBag = [
    ...bagsOf(forge.pki.oids.pkcs8ShroudedKeyBag!),
    ...bagsOf(forge.pki.oids.keyBag!),
  ].find((b) => b.key);
  const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new Error('The sealing certificate holds no RSA private key');
  const certificates = bagsOf(forge.pki.oids.certBag!).flatMap((b) => (b.cert ? [b.cert] : []));
  const matches = (c: forge.pki.Certificate) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey;
    return pub.n?.equals(key.n) && pub.e?.equals(key.e);
  };
  const certificate = certificates.find(matches);
  if (!certificate) throw new Error('The sealing certificate has no certificate for its key');
  const cn = certificate.subject.getField('CN') as { value?: string } | null;
  return {
    certificate,
    chain: certificates.filter((c) => c !== certificate),
    privateKey: createPrivateKey(forge.pki.privateKeyToPem(key)),
    name: cn?.value ?? 'Quire',
  };
};
