import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSamplePdf } from '../test-fixtures/sample-pdf.ts';
import { sealPdf } from './seal-pdf.ts';
import {
  SELF_SIGNED_FOLDER,
  loadOrCreateSealingCertificate,
  openSealingKey,
} from './sealing-certificate.ts';
import { createSealSigner } from './sign-pdf.ts';
import { pdfsig } from './test-fixtures/poppler.ts';

const run = promisify(execFile);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'quire-cert-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('loadOrCreateSealingCertificate', () => {
  it('makes one self-signed certificate under the data folder and keeps using it, even when raced', async () => {
    const dataDir = path.join(dir, 'data');
    const made = await Promise.all([
      loadOrCreateSealingCertificate(dataDir),
      loadOrCreateSealingCertificate(dataDir),
      loadOrCreateSealingCertificate(dataDir),
    ]);
    expect(new Set(made.map((m) => m.p12.toString('base64'))).size).toBe(1);
    const again = await loadOrCreateSealingCertificate(dataDir);
    expect(again).toEqual(made[0]);
    expect(again.source).toBe('self-signed');
    const mode = (await stat(path.join(dataDir, SELF_SIGNED_FOLDER, 'seal.p12'))).mode & 0o777;
    expect(mode).toBe(0o600);
    const key = openSealingKey(again.p12, again.password);
    expect(key.name).toBe('Quire document seal (self-signed)');
    expect(key.certificate.validity.notAfter.getUTCFullYear()).toBeGreaterThanOrEqual(
      new Date().getUTCFullYear() + 9,
    );
  });

  it('uses a configured .p12 made by OpenSSL (AES-256, PBKDF2) and signs with it', async () => {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    const p12File = path.join(dir, 'company.p12');
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '30',
      '-subj',
      '/CN=Example Company Seal/O=Example',
    ]);
    await run('openssl', [
      'pkcs12',
      '-export',
      '-inkey',
      keyFile,
      '-in',
      certFile,
      '-out',
      p12File,
      '-passout',
      'pass:s3cret',
    ]);
    const configured = await loadOrCreateSealingCertificate(path.join(dir, 'unused'), {
      p12Path: p12File,
      password: 's3cret',
    });
    expect(configured.source).toBe('configured');
    const result = await sealPdf({
      pdf: await makeSamplePdf(),
      pages: [],
      fields: [],
      images: new Map(),
      signer: createSealSigner(configured.p12, configured.password),
      reason: 'Signed with Quire',
      location: 'Quire',
      contactInfo: 'seal@example.com',
    });
    const sig = await pdfsig(result.pdf);
    expect(sig.out).toContain('Signer Certificate Common Name: Example Company Seal');
    expect(sig.out).toContain('Signature is Valid');
  });

  it('says so when the password of the .p12 is wrong', async () => {
    const own = await loadOrCreateSealingCertificate(path.join(dir, 'data'));
    expect(() => openSealingKey(own.p12, 'not the password')).toThrow(
      /sealing certificate could not be opened/,
    );
  });
});
