import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FORM_LINK_MESSAGES as M,
  FORM_LINK_RATE_LIMITS,
  MESSAGES,
  SESSION_COOKIE,
  isSignerUserEmail,
  withOverride,
} from '@quire/domain';
import {
  dataFields,
  documents,
  mails,
  signatories,
  signingTokens,
  users,
} from '../../db/schema.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { seedPack, setPermissions } from '../../../test/seed-documents.ts';
import { call, signUpVerifiedUser, useTestApp } from '../../../test/test-app.ts';
import { api, bulkUser, eventually, type BulkUser } from '../bulk-sends/bulk-send-test-kit.ts';

const t = useTestApp();
let owner: BulkUser;
let templateKey: string;
let formKey: string;

/** A template: the visitor's blank role 'signer-1' with a signature, then Olive who countersigns. */
const givenFormTemplate = async (user: BulkUser, fields = true) =>
  (
    await seedPack(t.ctx, {
      createdBy: user.user_key,
      accountKey: user.accountKey,
      documentType: 'template',
      name: 'Membership form',
      signatories: [
        { name: '', email: null },
        { name: 'Olive Owner', email: 'olive@example.com' },
      ],
      children: [
        {
          fields: fields
            ? [
                { type: 'text', custom_id: 'company', signatory: 0 },
                { type: 'signature', signatory: 0 },
                { type: 'signature', signatory: 1 },
              ]
            : [],
        },
      ],
    })
  ).key;

const submit = (key: string, signatory: Record<string, string>, remoteAddress = '10.1.1.1') =>
  call(t.app, 'POST', `/app/forms/${key}/add_temp_signatories_and_field_rules`, {
    body: { signatory },
    remoteAddress,
  });

const childKeysOf = async (packKey: string) =>
  (
    await t.ctx.db
      .select({ key: documents.key })
      .from(documents)
      .where(eq(documents.document_pack_key, packKey))
  ).map((r) => r.key);

const packsFrom = (template: string) =>
  t.ctx.db.select().from(documents).where(eq(documents.from_template_key, template));

beforeAll(async () => {
  owner = await bulkUser(t, 'Form Owner');
  // Both flags are off by default (§6): an admin grants them.
  await setPermissions(
    t.ctx,
    owner.user_account_key,
    withOverride(
      withOverride({}, 'document_permissions.can_view_template_link_details', true),
      'document_permissions.can_use_reusable_link',
      true,
    ),
  );
  templateKey = await givenFormTemplate(owner);
});

describe('the template link details and the form link switch', () => {
  it('shows no form link until one is turned on, with what link parameters can name', async () => {
    const answer = await api(t, owner).get(`/app/documents/${templateKey}/template_link_details`);
    expect(answer.statusCode).toBe(200);
    expect(answer.data.template_link).toMatchObject({
      document_name: 'Membership form',
      can_be_used_as_form: false,
      form_link: null,
      roles: ['signer-1', 'signer-2'],
      custom_ids: ['company'],
    });
    expect(
      (answer.data.template_link as { document_from_template_url: string })
        .document_from_template_url,
    ).toMatch(new RegExp(`/document_from_template/${templateKey}$`));
  });

  it('turns the link and the template setting on together', async () => {
    const answer = await api(t, owner).post(`/app/documents/${templateKey}/form_link`, {
      enabled: true,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.data.message).toBe(M.linkUpdated);
    const link = (answer.data.template_link as { form_link: { key: string; url: string } })
      .form_link;
    expect(link.url).toMatch(new RegExp(`/form/${link.key}$`));
    expect(link.key).not.toBe(templateKey);
    formKey = link.key;
    const [template] = await t.ctx.db
      .select()
      .from(documents)
      .where(eq(documents.key, templateKey));
    expect(template!.flags.can_be_used_as_form).toBe(true);
  });

  it('refuses a document that is not a template', async () => {
    const doc = await seedPack(t.ctx, { createdBy: owner.user_key, accountKey: owner.accountKey });
    const answer = await api(t, owner).post(`/app/documents/${doc.key}/form_link`, {
      enabled: true,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.data.message).toBe(MESSAGES.notATemplate);
  });
});

describe('a visitor on the public form', () => {
  it('reads the form without logging in', async () => {
    const answer = await call(t.app, 'GET', `/app/forms/${formKey}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.data.form).toEqual({
      key: formKey,
      document_name: 'Membership form',
      sender_name: expect.any(String),
      signer: { role: 'signer-1', email_is_optional: false, mobile_required: false },
      other_signers: [{ role: 'signer-2', name: 'Olive Owner' }],
    });
  });

  it('gets a sent pack of their own and a link that signs them in at once', async () => {
    // The address of an existing, verified account: the visitor must not become that account.
    const someone = await signUpVerifiedUser(t, { full_name: 'Real Vera' });
    const answer = await submit(formKey, { name: 'Vera Visitor', email: someone.email_address });
    expect(answer.statusCode).toBe(200);
    expect(answer.data).toMatchObject({ success: true, refetch: true });
    const packKey = answer.data.document_key as string;
    const [pack] = await t.ctx.db.select().from(documents).where(eq(documents.key, packKey));
    expect(pack).toMatchObject({
      status: 'awaiting_signatures',
      created_by: owner.user_key,
      account_key: owner.accountKey,
      document_type: 'document',
      from_template_key: templateKey,
    });
    const people = await t.ctx.db
      .select()
      .from(signatories)
      .where(eq(signatories.document_key, packKey));
    const vera = people.find((s) => s.role === 'signer-1')!;
    expect(vera).toMatchObject({ name: 'Vera Visitor', email: someone.email_address });
    const [veraUser] = await t.ctx.db.select().from(users).where(eq(users.key, vera.user_key!));
    expect(isSignerUserEmail(veraUser!.email_address)).toBe(true);
    expect(vera.user_key).not.toBe(someone.user_key);

    const link = new URL(answer.data.signing_link as string);
    const opened = await call(t.app, 'GET', `${link.pathname}${link.search}`);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`/#documents/${packKey}`);
    expect(String(opened.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=`);

    // Olive is asked by mail as usual; the visitor, who is signing already, is not.
    await eventually(async () => {
      const sent = await t.ctx.db
        .select()
        .from(mails)
        .where(eq(mails.to_address, 'olive@example.com'));
      return sent.some((m) => m.kind === 'signature_request');
    }, "Olive's request");
    const toVera = await t.ctx.db
      .select()
      .from(mails)
      .where(and(eq(mails.to_address, someone.email_address), eq(mails.kind, 'signature_request')));
    expect(toVera).toEqual([]);
    const tokens = await t.ctx.db
      .select()
      .from(signingTokens)
      .where(eq(signingTokens.signatory_uuid, vera.uuid));
    expect(tokens).toHaveLength(1);

    const details = await api(t, owner).get(`/app/documents/${templateKey}/template_link_details`);
    expect((details.data.template_link as { form_link: { uses: number } }).form_link.uses).toBe(1);
  });

  it('refuses missing or malformed details with the words for them, and writes nothing', async () => {
    const before = (await packsFrom(templateKey)).length;
    const noName = await submit(formKey, { name: ' ', email: 'a@example.com' });
    expect(noName.statusCode).toBe(400);
    expect(noName.data.message).toBe(M.nameRequired);
    const badMail = await submit(formKey, { name: 'Al', email: 'not-an-address' });
    expect(badMail.statusCode).toBe(400);
    expect(badMail.data.message).toBe(M.emailInvalid);
    // The template's signer needs an address (the §5 check of a send), so none is refused too.
    const noMail = await submit(formKey, { name: 'Al', email: '' });
    expect(noMail.statusCode).toBe(400);
    expect((await packsFrom(templateKey)).length).toBe(before);
  });

  it('refuses a template that cannot be sent with the §5 reason, and writes nothing', async () => {
    const bare = await givenFormTemplate(owner, false);
    const on = await api(t, owner).post(`/app/documents/${bare}/form_link`, { enabled: true });
    const key = (on.data.template_link as { form_link: { key: string } }).form_link.key;
    const answer = await submit(key, { name: 'Al', email: 'al@example.com' });
    expect(answer.statusCode).toBe(400);
    expect(answer.data.message).toEqual(expect.any(String));
    expect(await packsFrom(bare)).toEqual([]);
  });
});

describe('a link that does not work', () => {
  it('answers the same 404 when turned off, unknown, replaced, or the template says no', async () => {
    const a = api(t, owner);
    const unavailable = async (key: string) => {
      const read = await call(t.app, 'GET', `/app/forms/${key}`);
      expect(read.statusCode).toBe(404);
      expect(read.data.message).toBe(M.unavailable);
      const post = await submit(key, { name: 'Al', email: 'al@example.com' }, '10.9.9.9');
      expect(post.statusCode).toBe(404);
    };
    await unavailable('no-such-form');

    await a.post(`/app/documents/${templateKey}/form_link`, { enabled: false });
    await unavailable(formKey);
    await a.post(`/app/documents/${templateKey}/form_link`, { enabled: true });
    expect((await call(t.app, 'GET', `/app/forms/${formKey}`)).statusCode).toBe(200);

    await a.post(`/app/documents/${templateKey}/update_document`, {
      data: { can_be_used_as_form: false },
    });
    await unavailable(formKey);
    await a.post(`/app/documents/${templateKey}/form_link`, { enabled: true });

    const replaced = await a.post(`/app/documents/${templateKey}/form_link/replace`, {});
    expect(replaced.data.message).toBe(M.linkReplaced);
    const fresh = (replaced.data.template_link as { form_link: { key: string; uses: number } })
      .form_link;
    expect(fresh.key).not.toBe(formKey);
    expect(fresh.uses).toBe(0);
    await unavailable(formKey);
    expect((await call(t.app, 'GET', `/app/forms/${fresh.key}`)).statusCode).toBe(200);
    formKey = fresh.key;
  });
});

describe('rate limits', () => {
  it('refuses an address past its hourly forms with 429 and Retry-After', async () => {
    const ip = '10.7.7.7';
    for (let i = 0; i < FORM_LINK_RATE_LIMITS.perIp.limit; i++)
      await consumeRateLimit(t.ctx.db, `form_link:ip:${ip}`, FORM_LINK_RATE_LIMITS.perIp);
    const before = (await packsFrom(templateKey)).length;
    const answer = await submit(formKey, { name: 'Al', email: 'al@example.com' }, ip);
    expect(answer.statusCode).toBe(429);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect((await packsFrom(templateKey)).length).toBe(before);
    // Another address still gets through.
    expect(
      (await submit(formKey, { name: 'Al', email: 'al@example.com' }, '10.7.7.8')).statusCode,
    ).toBe(200);
  });

  it('refuses a link past its hourly packs, whatever the address', async () => {
    for (let i = 0; i < FORM_LINK_RATE_LIMITS.perLink.limit; i++)
      await consumeRateLimit(
        t.ctx.db,
        `form_link:link:${formKey}`,
        FORM_LINK_RATE_LIMITS.perLink,
        // The forms made above count against the link too.
      ).catch(() => undefined);
    const answer = await submit(formKey, { name: 'Al', email: 'al@example.com' }, '10.8.8.8');
    expect(answer.statusCode).toBe(429);
  });
});

describe('permissions', () => {
  it('needs can_view_template_link_details to see the details, can_use_reusable_link to switch', async () => {
    const member = await bulkUser(t, 'Limited Lee');
    const template = await givenFormTemplate(member);
    await setPermissions(
      t.ctx,
      member.user_account_key,
      withOverride(
        withOverride({}, 'document_permissions.can_view_template_link_details', false),
        'document_permissions.can_use_reusable_link',
        false,
      ),
    );
    const a = api(t, member);
    expect((await a.get(`/app/documents/${template}/template_link_details`)).statusCode).toBe(403);
    expect(
      (await a.post(`/app/documents/${template}/form_link`, { enabled: true })).statusCode,
    ).toBe(403);
    const [row] = await t.ctx.db.select().from(documents).where(eq(documents.key, template));
    expect(row!.flags.can_be_used_as_form).toBeUndefined();
  });

  it("answers 404 for another workspace's template", async () => {
    const stranger = await bulkUser(t, 'Stranger');
    const a = api(t, stranger);
    expect((await a.get(`/app/documents/${templateKey}/template_link_details`)).statusCode).toBe(
      404,
    );
    expect(
      (await a.post(`/app/documents/${templateKey}/form_link`, { enabled: false })).statusCode,
    ).toBe(404);
    const link = await call(t.app, 'GET', `/document_from_template/${templateKey}`, {
      session: stranger,
    });
    expect(link.statusCode).toBe(404);
  });
});

describe('/document_from_template/{key} with query parameters', () => {
  it('prefills signers by role and fields by name, and leaves what it does not know', async () => {
    const q = new URLSearchParams({
      document_name: 'Membership: Ann Lee',
      'signer.signer-1.name': 'Ann Lee',
      'signer.signer-1.email': 'ANN@example.com',
      'field.company': 'Acme Ltd',
      'field.unknown': 'x',
      utm_source: 'crm',
    });
    const link = await call(t.app, 'GET', `/document_from_template/${templateKey}?${q}`, {
      session: owner,
    });
    expect(link.statusCode).toBe(302);
    const key = /^\/#documents\/([^/]+)\/from_template$/.exec(link.headers.location as string)![1]!;
    const [pack] = await t.ctx.db.select().from(documents).where(eq(documents.key, key));
    expect(pack).toMatchObject({
      status: 'setup',
      document_name: 'Membership: Ann Lee',
      created_by: owner.user_key,
      from_template_key: templateKey,
    });
    const people = await t.ctx.db
      .select()
      .from(signatories)
      .where(eq(signatories.document_key, key));
    expect(people.find((s) => s.role === 'signer-1')).toMatchObject({
      name: 'Ann Lee',
      email: 'ann@example.com',
      status: 'setup',
      user_key: null,
    });
    expect(people.find((s) => s.role === 'signer-2')).toMatchObject({ name: 'Olive Owner' });
    const fields = await t.ctx.db
      .select()
      .from(dataFields)
      .where(inArray(dataFields.document_key, await childKeysOf(key)));
    expect(fields.find((f) => f.custom_id === 'company')?.data).toBe('Acme Ltd');
  });

  it('sends a visitor without a login to log in, and refuses a document', async () => {
    const anonymous = await call(t.app, 'GET', `/document_from_template/${templateKey}`);
    expect(anonymous.headers.location).toBe('/#login');
    const doc = await seedPack(t.ctx, { createdBy: owner.user_key, accountKey: owner.accountKey });
    const refused = await call(t.app, 'GET', `/document_from_template/${doc.key}`, {
      session: owner,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.data.message).toBe(MESSAGES.notATemplate);
  });
});

describe('the /form/{key} browser link', () => {
  it('opens the form screen of the web app, keeping its query', async () => {
    const answer = await call(t.app, 'GET', '/form/abc_DEF-1?name=Ann');
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/#form/abc_DEF-1?name=Ann');
  });
});
