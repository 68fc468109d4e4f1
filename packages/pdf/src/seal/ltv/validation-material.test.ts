import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startLocalCa, type LocalCa } from '../test-fixtures/local-ca.ts';
import { certificateFacts } from './certificate-facts.ts';
import { fetchOcsp } from './ocsp-client.ts';
import { gatherValidationMaterial } from './validation-material.ts';
import { withRetries } from './with-retries.ts';

const FAST = { timeoutMs: 5000, attempts: 2, backoffMs: 20 };
let ca: LocalCa | undefined;
afterEach(async () => {
  await ca?.close();
  ca = undefined;
});

const chainOf = (c: LocalCa) => [c.certificates.leaf, c.certificates.issuing, c.certificates.root];

describe('validation material for a chain', () => {
  it('takes the CRL a certificate names when it names no OCSP responder', async () => {
    ca = await startLocalCa({ leafSource: 'crl' });
    expect(certificateFacts(ca.certificates.leaf).crlUrls).toEqual([
      `${ca.responders.issuing.url}issuing.crl`,
    ]);
    const material = await gatherValidationMaterial(chainOf(ca), FAST);
    expect(material.crls).toHaveLength(1);
    expect(material.ocsps).toHaveLength(1); // the issuing CA's, from the root's responder
    expect(material.certs).toHaveLength(3);
  }, 30_000);

  it.each(['ocsp', 'crl'] as const)(
    'refuses a revoked certificate (%s)',
    async (leafSource) => {
      ca = await startLocalCa({ leafSource, leafRevoked: true });
      await expect(gatherValidationMaterial(chainOf(ca), FAST)).rejects.toThrow(
        'Certificate “Quire LTV test seal”: The certificate is revoked',
      );
    },
    30_000,
  );

  it('refuses an OCSP answer signed by a key the issuer never certified', async () => {
    ca = await startLocalCa({ strangerSignsLeafAnswers: true });
    await expect(gatherValidationMaterial(chainOf(ca), FAST)).rejects.toThrow(
      'Certificate “Quire LTV test seal”: The OCSP response is not signed by the issuer or its responder',
    );
  }, 30_000);

  it('says which certificate names no revocation source, or lacks its issuer', async () => {
    ca = await startLocalCa({ leafSource: 'none' });
    await expect(gatherValidationMaterial(chainOf(ca), FAST)).rejects.toThrow(
      'Certificate “Quire LTV test seal”: it names no OCSP responder or CRL',
    );
    await expect(
      gatherValidationMaterial([ca.certificates.leaf, ca.certificates.root], FAST),
    ).rejects.toThrow('Certificate “Quire LTV test seal”: its issuer is not in the chain');
  }, 30_000);

  it('gives up on a responder that does not answer within the time limit', async () => {
    ca = await startLocalCa();
    const silent = createServer(() => {}); // accepts, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const leaf = certificateFacts(ca.certificates.leaf);
      const issuing = certificateFacts(ca.certificates.issuing);
      await expect(
        fetchOcsp(`http://127.0.0.1:${port}/`, leaf, issuing, 200),
      ).rejects.toMatchObject({ name: 'TimeoutError' });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  }, 30_000);
});

describe('withRetries', () => {
  it('tries again after a failure and stops at the first success', async () => {
    let calls = 0;
    const result = await withRetries({ timeoutMs: 1, attempts: 3, backoffMs: 1 }, async () => {
      calls++;
      if (calls < 2) throw new Error(`failure ${calls}`);
      return 'answered';
    });
    expect(result).toBe('answered');
    expect(calls).toBe(2);
  });

  it('throws the last error once the tries run out', async () => {
    let calls = 0;
    await expect(
      withRetries({ timeoutMs: 1, attempts: 3, backoffMs: 1 }, async () => {
        calls++;
        throw new Error(`failure ${calls}`);
      }),
    ).rejects.toThrow('failure 3');
    expect(calls).toBe(3);
  });
});
