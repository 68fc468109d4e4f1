import { eq } from 'drizzle-orm';
import { HEADERS, SESSION_COOKIE, SIGNER_XSRF_COOKIE, SIGNING_MESSAGES } from '@quire/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataFields, fieldRules } from '../../db/schema.ts';
import { sealDocumentJob } from '../../jobs/seal-document.job.ts';
import { newKey } from '../../lib/ids.ts';
import { call, useTestApp } from '../../../test/test-app.ts';
import { signingKit } from './signing-test-kit.ts';

const t = useTestApp();
let k: Awaited<ReturnType<typeof signingKit>>;
beforeAll(async () => {
  k = await signingKit(t);
});

const post = (session: object, url: string, body: unknown = {}) =>
  call(t.app, 'POST', url, { session: session as never, body });

describe('rejecting one child (§4 reject_child_document)', () => {
  it('rejects the child only when the pack allows it, with the default reason', async () => {
    const off = await k.pack();
    const refused = await post(
      k.sam,
      `/app/documents/${off.childKeys[1]}/reject_child_document/${off.sam}`,
    );
    expect(refused.statusCode).toBe(403);

    const p = await k.pack({ flags: { can_reject_individual_documents: true } });
    const url = `/app/documents/${p.childKeys[1]}/reject_child_document/${p.sam}`;
    const r = await post(k.sam, url, { rejection_reason: '' });
    expect(r.statusCode).toBe(200);
    expect((await k.packRow(p.childKeys[1]!)).status).toBe('rejected');
    expect((await k.packRow(p.key)).status).toBe('awaiting_signatures');
    expect((await k.signatoryRow(p.sam)).status).toBe('awaiting_signatures');
    expect(await k.auditEvents(p.key)).toEqual(['rejected']);
    expect((await post(k.bob, url)).statusCode).toBe(404);
  });
});

describe('sign later (§4)', () => {
  it('marks the signatory and answers json or the post-sign redirect', async () => {
    const p = await k.pack();
    const json = await call(
      t.app,
      'GET',
      `/app/documents/${p.key}/sign_later/${p.sam}?return_json=true`,
      {
        session: k.sam,
      },
    );
    expect(json.statusCode).toBe(200);
    expect(json.data.post_sign_url).toContain('/post_sign_logout?');
    expect((await k.signatoryRow(p.sam)).sign_later).toBe(true);
    const redirect = await call(t.app, 'GET', `/app/documents/${p.key}/sign_later/${p.sam}`, {
      session: k.sam,
    });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toContain('sign_later=true');
    const stranger = await call(t.app, 'GET', `/app/documents/${p.key}/sign_later/${p.sam}`, {
      session: k.bob,
    });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('excluding a signer (§4 exclude_signatory)', () => {
  it('needs a team member who may mark complete, and completes the pack when none remain', async () => {
    const p = await k.pack();
    const url = `/app/documents/${p.key}/exclude_signatory`;
    expect((await post(k.sam, url, { data: { uuid: p.tia } })).statusCode).toBe(403);
    expect((await post(k.bob, url, { data: { uuid: p.tia } })).statusCode).toBe(404);
    const signed = await k.submit(k.sam, p.key, {
      uuid: p.sam,
      data_fields: [
        { uuid: p.field('sam_sig'), data: 'Sam' },
        { uuid: p.field('sam_text'), data: 'x' },
      ],
      update_status_to: 'complete',
    });
    expect(signed.statusCode).toBe(200);
    const r = await post(k.ann, url, { data: { uuid: p.tia } });
    expect(r.statusCode).toBe(200);
    expect((await k.signatoryRow(p.tia)).status).toBe('excluded');
    expect((await k.packRow(p.key)).status).toBe('complete');
    expect((await k.jobCount(sealDocumentJob.name, p.key)).n).toBe(1);
    expect((await k.auditEvents(p.key)).slice(-2)).toEqual(['excluded', 'completed']);
    expect((await post(k.ann, url, { data: { uuid: p.sam } })).statusCode).toBe(409);
  });
});

describe('terms acceptance (user_accepted_terms)', () => {
  it('records the acceptance in the audit trail', async () => {
    const p = await k.pack();
    const r = await post(k.sam, `/app/documents/${p.key}/user_accepted_terms/${p.sam}`);
    expect(r.statusCode).toBe(200);
    expect(await k.auditEvents(p.key)).toEqual(['terms_accepted']);
    expect(
      (await post(k.bob, `/app/documents/${p.key}/user_accepted_terms/${p.sam}`)).statusCode,
    ).toBe(404);
    expect(
      (await post(k.tia, `/app/documents/${p.key}/user_accepted_terms/${p.sam}`)).statusCode,
    ).toBe(403);
  });
});

describe('field rules and one-time codes while signing', () => {
  it('does not require a field a rule disables, and stashes its data', async () => {
    const p = await k.pack();
    await t.ctx.db.insert(fieldRules).values({
      rule_id: newKey(),
      document_key: p.key,
      field_or_group: 'sam_text',
      json_logic: { '==': [{ var: 'sam_sig' }, 'yes'] },
      infix_logic: "sam_sig == 'yes'",
    });
    const draft = await k.submit(k.sam, p.key, {
      uuid: p.sam,
      data_fields: [
        { uuid: p.field('sam_sig'), data: 'yes' },
        { uuid: p.field('sam_text'), data: 'draft' },
      ],
    });
    expect(draft.statusCode).toBe(200);
    const r = await k.submit(k.sam, p.key, {
      uuid: p.sam,
      data_fields: [{ uuid: p.field('sam_sig'), data: 'Sam' }],
      update_status_to: 'complete',
    });
    expect(r.statusCode).toBe(200);
    const [text] = await t.ctx.db
      .select()
      .from(dataFields)
      .where(eq(dataFields.uuid, p.field('sam_text')));
    expect(text!.data).toBeNull();
    expect(text!.properties.rule_stash).toMatchObject({ data: 'draft' });
  });

  it('asks for the code on a pack with two-factor authentication', async () => {
    const p = await k.pack({ flags: { use_two_factor_authentication: true } });
    const body = {
      uuid: p.sam,
      data_fields: [
        { uuid: p.field('sam_sig'), data: 'Sam' },
        { uuid: p.field('sam_text'), data: 'x' },
      ],
      update_status_to: 'complete',
    };
    const none = await k.submit(k.sam, p.key, body);
    expect(none.statusCode).toBe(400);
    expect(none.data.message).toBe(SIGNING_MESSAGES.verificationRequired);
    const wrong = await k.submit(k.sam, p.key, { ...body, verification_otp: '123456' });
    expect(wrong.statusCode).toBe(400);
    expect((await k.signatoryRow(p.sam)).status).toBe('awaiting_signatures');
  });
});

describe('signing through a signing link (a signer session)', () => {
  it('signs with the temporary session, and the link stops working once the pack completes', async () => {
    const p = await k.pack();
    const generated = await post(
      k.ann,
      `/app/documents/${p.key}/generate_signing_link_for_signatory/${p.tia}`,
      { token_type: 'signing_link' },
    );
    expect(generated.statusCode).toBe(200);
    const path = (generated.data.signing_link as string).replace('http://localhost:3000', '');
    const opened = await t.app.inject({ method: 'GET', url: path });
    const cookie = opened.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    const xsrf = opened.cookies.find((c) => c.name === SIGNER_XSRF_COOKIE)!.value;
    const asTia = { cookie: `${SESSION_COOKIE}=${cookie}`, [HEADERS.xsrfToken]: xsrf };
    await k.submit(k.sam, p.key, {
      uuid: p.sam,
      data_fields: [
        { uuid: p.field('sam_sig'), data: 'Sam' },
        { uuid: p.field('sam_text'), data: 'x' },
      ],
      update_status_to: 'complete',
    });
    const r = await call(t.app, 'POST', `/app/documents/${p.key}/add_update_signatory`, {
      session: null,
      headers: asTia,
      body: {
        data: { uuid: p.tia, data_fields: [{ uuid: p.field('tia_sig'), data: 'Tia' }] },
        update_status_to: 'complete',
      },
    });
    expect(r.statusCode).toBe(200);
    expect((await k.packRow(p.key)).status).toBe('complete');
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(410);
  });
});
