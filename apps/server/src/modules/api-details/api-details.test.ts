import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type ApiDetails } from '@quire/domain';
import { call, useTestApp } from '../../../test/test-app.ts';
import { accountKeyOf, seedCast, seedPack, setPermissions } from '../../../test/seed-documents.ts';

const t = useTestApp();
let cast: Awaited<ReturnType<typeof seedCast>>;
let pack: Awaited<ReturnType<typeof seedPack>>;
let template: string;

beforeAll(async () => {
  cast = await seedCast(t, 'Acme');
  const accountKey = await accountKeyOf(t.ctx, cast.ann);
  pack = await seedPack(t.ctx, {
    createdBy: cast.ann.user_key,
    accountKey,
    name: "O'Brien lease",
    children: [{ name: 'Lease.pdf' }, { name: 'Annex.pdf' }],
    signatories: [{ name: 'Sam Signer', email: 'sam@example.com' }],
  });
  template = (
    await seedPack(t.ctx, {
      createdBy: cast.ann.user_key,
      accountKey,
      documentType: 'template',
      signatories: [{ name: '' }],
    })
  ).key;
});

const details = (key: string, session = cast.ann) =>
  call(t.app, 'GET', `/app/documents/${key}/api_details`, { session });

describe('GET /app/documents/{key}/api_details', () => {
  it('is refused without can_view_api_details (off by default, §6)', async () => {
    const r = await details(pack.key);
    expect(r.statusCode).toBe(403);
    expect(r.data.message).toBe(MESSAGES.notAuthorized);
  });

  it('answers the pack’s ids and ready-to-copy requests against /api/v1', async () => {
    await setPermissions(t.ctx, cast.ann.user_account_key, {
      document_permissions: { can_view_api_details: true },
    });
    const r = await details(pack.childKeys[1]!);
    expect(r.statusCode, r.body).toBe(200);
    const d = r.data.api_details as ApiDetails;
    const base = `${t.ctx.config.publicUrl}/api/v1`;
    expect(d).toMatchObject({
      key: pack.key,
      document_name: "O'Brien lease",
      document_type: 'document',
      status: 'setup',
      api_base_url: base,
      token_url: `${base}/oauth/token`,
      documents: [
        { key: pack.childKeys[0], document_name: 'Lease.pdf' },
        { key: pack.childKeys[1], document_name: 'Annex.pdf' },
      ],
      signatories: [{ uuid: pack.signatoryUuids[0], name: 'Sam Signer', email: 'sam@example.com' }],
    });
    expect(d.requests.map((q) => q.url)).toEqual([
      `${base}/oauth/token`,
      `${base}/documents/${pack.key}`,
      `${base}/documents/${pack.key}/events`,
    ]);
    expect(d.requests[1]!.curl).toBe(
      `curl -H "Authorization: Bearer $QUIRE_TOKEN" '${base}/documents/${pack.key}'`,
    );
    expect(d.requests[0]!.curl).toContain('grant_type=client_credentials');

    const tpl = (await details(template)).data.api_details as ApiDetails;
    expect(tpl.requests.map((q) => `${q.method} ${q.url}`)).toEqual([
      `POST ${base}/oauth/token`,
      `GET ${base}/templates/${template}`,
      `POST ${base}/templates/${template}/documents`,
    ]);
    // A signer per role of the template, ready to fill in; not sent until asked.
    expect(tpl.requests[2]!.curl).toContain(`"signers":{"signer-1":{"name":"Full name"`);
    expect(tpl.requests[2]!.curl).toContain('"send":false');
  });

  it('tells another workspace’s user nothing (404), whatever their flags', async () => {
    await setPermissions(t.ctx, cast.bob.user_account_key, {
      document_permissions: { can_view_api_details: true },
    });
    const r = await details(pack.key, cast.bob);
    expect(r.statusCode).toBe(404);
    expect(r.data.message).toBe(MESSAGES.documentNotFound);
  });
});
