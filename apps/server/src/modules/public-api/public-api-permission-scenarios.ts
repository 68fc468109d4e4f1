import { makeSamplePdf } from '@quire/pdf/test-fixtures/sample-pdf';
import type { Answer, MatrixKit, Scenario } from '../permissions/permission-matrix-kit.ts';
import { api, newApiKey } from './public-api-test-kit.ts';

type Call = { method: 'POST'; url: string; body?: object; pdf?: boolean };

/**
 * The member's own API key for the team workspace, used once before the call under test: a key's
 * first use records when it was last used, which must not count as the refused call's doing.
 */
const viaApiKey = async (
  k: MatrixKit,
  make: () => Promise<Call>,
): Promise<() => Promise<Answer>> => {
  const { token } = await newApiKey(k.t, k.member, k.team);
  await api(k.t, 'GET', '/api/v1/templates', token);
  const c = await make();
  const pdf = c.pdf ? await makeSamplePdf({ title: 'Matrix', pages: 1 }) : null;
  return async () =>
    (await api(k.t, c.method, c.url, token, {
      ...(c.body ? { body: c.body } : {}),
      ...(pdf ? { raw: { bytes: pdf, type: 'application/pdf' } } : {}),
    })) as unknown as Answer;
};

const signer = { name: 'Sam Signer', email: 'sam@example.com' };
const sendable = {
  signatories: [signer],
  children: [{ fields: [{ type: 'signature', signatory: 0 }] }],
};

/** The permission matrix's scenarios for the public API (docs/api-public.md). */
export const PUBLIC_API_SCENARIOS: Record<string, Scenario> = {
  'can_upload_documents POST /api/v1/documents': {
    prepare: (k) =>
      viaApiKey(k, async () => ({
        method: 'POST',
        url: '/api/v1/documents?name=A.pdf',
        pdf: true,
      })),
  },
  'can_create_templates POST /api/v1/documents': {
    prepare: (k) =>
      viaApiKey(k, async () => ({
        method: 'POST',
        url: '/api/v1/documents?name=A.pdf&type=template',
        pdf: true,
      })),
  },
  'document_permissions.can_request_signatures POST /api/v1/documents/{key}/send': {
    prepare: (k) =>
      viaApiKey(k, async () => ({
        method: 'POST',
        url: `/api/v1/documents/${(await k.pack(sendable)).key}/send`,
      })),
  },
  'document_permissions.can_request_signatures POST /api/v1/templates/{key}/documents': {
    prepare: (k) =>
      viaApiKey(k, async () => ({
        method: 'POST',
        url: `/api/v1/templates/${(await k.pack({ ...sendable, documentType: 'template' })).key}/documents`,
        body: { send: true },
      })),
  },
  'document_permissions.can_revert_document_status POST /api/v1/documents/{key}/revert': {
    prepare: (k) =>
      viaApiKey(k, async () => ({
        method: 'POST',
        url: `/api/v1/documents/${(await k.pack({ status: 'awaiting_signatures', signatories: [signer] })).key}/revert`,
      })),
  },
  'document_permissions.can_generate_signing_link POST /api/v1/documents/{key}/signers/{uuid}/signing_link':
    {
      prepare: (k) =>
        viaApiKey(k, async () => {
          const p = await k.pack({ status: 'awaiting_signatures', signatories: [signer] });
          return {
            method: 'POST',
            url: `/api/v1/documents/${p.key}/signers/${p.signatoryUuids[0]!}/signing_link`,
          };
        }),
    },
};
