import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FINAL_COPY_TOKEN_TYPE,
  PACK_BRANDING_MESSAGES,
  SESSION_COOKIE,
  postSignBrandOf,
  type PackBranding,
} from '@quire/domain';
import { documents } from '../../db/schema.ts';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { seedPack } from '../../../test/seed-documents.ts';
import { seedCompletePack } from '../sealing/seal-test-helpers.ts';
import { signingKit } from '../signing/signing-test-kit.ts';
import { issueSigningToken } from '../signing-requests/signing-token-repository.ts';
import { openSignerSession } from '../signer-uploads/signer-upload-test-kit.ts';
import {
  deleteTheme,
  seedTheme,
  setPackTheme,
  type SeededTheme,
} from './pack-branding-fixtures.ts';

const t = useTestApp();
let k: Awaited<ReturnType<typeof signingKit>>;
let house: SeededTheme;
let campaign: SeededTheme;
let foreign: SeededTheme;

beforeAll(async () => {
  k = await signingKit(t);
  house = await seedTheme(t.ctx, k.annAccount, {
    name: 'House',
    button: '#0b7a3e',
    isDefault: true,
  });
  campaign = await seedTheme(t.ctx, k.annAccount, { name: 'Campaign', button: '#c2185b' });
  foreign = await seedTheme(t.ctx, k.bobAccount, { name: 'Bob secret', button: '#5d4037' });
}, 60_000);

const brandingOf = (theme: SeededTheme): PackBranding => ({
  key: theme.key,
  name: theme.name,
  email_button_colour: theme.button,
  email_button_text_colour: theme.buttonText,
  email_background_colour: '#eef2f7',
  email_text_colour: '#102a43',
  page_heading_image_url: `/app/serve_image/${theme.pageImage}`,
});

const view = async (session: Session, key: string) => {
  const r = await call(t.app, 'GET', `/app/documents/${key}`, { session });
  expect(r.statusCode, r.body).toBe(200);
  return r.data.document as { branding_key: string | null; branding: PackBranding | null };
};

const update = (key: string, branding_key: string | null, extra = {}) =>
  call(t.app, 'POST', `/app/documents/${key}/update_document`, {
    session: k.ann,
    body: { data: { branding_key, ...extra } },
  });

const brandingKeys = async (packKey: string) =>
  (
    await t.ctx.db
      .select({ key: documents.key, branding_key: documents.branding_key })
      .from(documents)
      .where(eq(documents.document_pack_key, packKey))
  ).map((r) => r.branding_key);

describe('branding_key on update_document', () => {
  it('takes a live theme of the pack’s workspace, from the pack or a child, for the whole pack', async () => {
    const p = await k.pack({ status: 'setup' });
    const r = await update(p.childKeys[1]!, campaign.key);
    expect(r.statusCode, r.body).toBe(200);
    const doc = await view(k.ann, p.key);
    expect(doc.branding_key).toBe(campaign.key);
    expect(doc.branding).toEqual(brandingOf(campaign));
    expect(await brandingKeys(p.key)).toEqual([campaign.key, campaign.key]);

    expect((await update(p.key, null)).statusCode).toBe(200);
    expect((await view(k.ann, p.key)).branding).toEqual(brandingOf(house));
    expect(await brandingKeys(p.key)).toEqual([null, null]);
  });

  it('refuses another workspace’s theme like an unknown one, revealing nothing of it', async () => {
    const p = await k.pack({ status: 'setup' });
    await setPackTheme(t.ctx, p.key, campaign.key);
    for (const key of [foreign.key, 'no-such-theme']) {
      const r = await update(p.key, key);
      expect(r.statusCode).toBe(400);
      expect(r.data.message).toBe(PACK_BRANDING_MESSAGES.unknownTheme);
      expect(r.body).not.toContain(foreign.name);
    }
    expect((await view(k.ann, p.key)).branding_key).toBe(campaign.key);
  });

  it('refuses a deleted theme, and a status change sent with it', async () => {
    const gone = await seedTheme(t.ctx, k.annAccount, { name: 'Gone', button: '#ff6f00' });
    await deleteTheme(t.ctx, gone.key);
    const p = await k.pack({ status: 'setup' });
    const r = await update(p.key, gone.key);
    expect(r.statusCode).toBe(400);
    expect(r.data.message).toBe(PACK_BRANDING_MESSAGES.unknownTheme);
    const both = await update(p.key, campaign.key, { update_status_to: 'awaiting_signatures' });
    expect(both.statusCode).toBe(400);
    expect((await view(k.ann, p.key)).branding_key).toBeNull();
  });

  it('is kept by a copy made in the same workspace', async () => {
    const p = await seedPack(t.ctx, {
      createdBy: k.ann.user_key,
      accountKey: k.annAccount,
      name: 'Branded original',
    });
    await setPackTheme(t.ctx, p.key, campaign.key);
    const r = await call(
      t.app,
      'POST',
      '/app/bulk_actions/document_actions/copy_multiple_documents',
      {
        session: k.ann,
        body: { document_keys: [p.key] },
      },
    );
    expect(r.statusCode, r.body).toBe(200);
    const [copy] = await t.ctx.db
      .select()
      .from(documents)
      .where(
        and(
          like(documents.document_name, 'Branded original (copy)'),
          eq(documents.account_key, k.annAccount),
        ),
      );
    expect(copy!.branding_key).toBe(campaign.key);
    expect(await brandingKeys(copy!.key)).toEqual(
      (await brandingKeys(copy!.key)).map(() => campaign.key),
    );
  });
});

describe('a pack copied or moved to another workspace', () => {
  it('takes that workspace’s default instead of a theme it cannot use', async () => {
    const send = (key: string, action: 'copy' | 'move') =>
      call(t.app, 'POST', '/app/copy_move_documents', {
        session: k.ann,
        body: { data: { document_keys: [key], action, to_account_key: k.teamAccount } },
      });
    const copied = await seedPack(t.ctx, {
      createdBy: k.ann.user_key,
      accountKey: k.annAccount,
      name: 'Branded for the team',
    });
    await setPackTheme(t.ctx, copied.key, campaign.key);
    expect((await send(copied.key, 'copy')).statusCode).toBe(200);
    const [copy] = await t.ctx.db
      .select()
      .from(documents)
      .where(
        and(
          eq(documents.document_name, 'Branded for the team'),
          eq(documents.account_key, k.teamAccount),
        ),
      );
    expect(copy!.branding_key).toBeNull();
    expect((await view(k.ann, copied.key)).branding_key).toBe(campaign.key);

    expect((await send(copied.key, 'move')).statusCode).toBe(200);
    const moved = await t.ctx.db.select().from(documents).where(eq(documents.key, copied.key));
    expect(moved[0]!.branding_key).toBeNull();
    expect(await brandingKeys(copied.key)).toEqual(
      (await brandingKeys(copied.key)).map(() => null),
    );
  });
});

describe('document.branding, the resolved theme', () => {
  it('answers the owner and the signer alike; a deleted own theme falls back to the default', async () => {
    const p = await k.pack();
    await setPackTheme(t.ctx, p.key, campaign.key);
    expect((await view(k.ann, p.key)).branding).toEqual(brandingOf(campaign));
    expect((await view(k.sam, p.key)).branding).toEqual(brandingOf(campaign));
    expect((await view(k.sam, p.childKeys[0]!)).branding).toEqual(brandingOf(campaign));
    // The signing link's own session, as the signer's browser holds it.
    const linkSession = await openSignerSession(t, p.key, p.sam);
    expect((await view(linkSession, p.key)).branding).toEqual(brandingOf(campaign));

    const gone = await seedTheme(t.ctx, k.annAccount, { name: 'Short-lived', button: '#ff6f00' });
    await setPackTheme(t.ctx, p.key, gone.key);
    await deleteTheme(t.ctx, gone.key);
    expect((await view(k.sam, p.key)).branding).toEqual(brandingOf(house));
  });

  it('is null in a workspace without any theme, and never another workspace’s', async () => {
    // Bob's workspace has a theme, but no default.
    const p = await seedPack(t.ctx, { createdBy: k.bob.user_key, accountKey: k.bobAccount });
    expect((await view(k.bob, p.key)).branding).toBeNull();
    await setPackTheme(t.ctx, p.key, campaign.key);
    expect((await view(k.bob, p.key)).branding).toBeNull();
    await setPackTheme(t.ctx, p.key, foreign.key);
    expect((await view(k.bob, p.key)).branding).toEqual(brandingOf(foreign));
  });

  it('dresses the final-copy page', async () => {
    const pack = await seedCompletePack(t.ctx, {
      createdBy: k.ann.user_key,
      creatorName: 'Ann Archer',
      creatorEmail: k.ann.email_address,
      accountKey: k.annAccount,
      children: 1,
    });
    // As the seal job leaves it (the sealing itself is not what this test is about).
    await t.ctx.db
      .update(documents)
      .set({ final_file_key: house.pageImage })
      .where(eq(documents.key, pack.key));
    const token = await issueSigningToken(t.ctx.db, {
      documentKey: pack.key,
      signatoryUuid: pack.signatoryUuids[1]!,
      type: FINAL_COPY_TOKEN_TYPE,
      createdBy: null,
    });
    const r = await call(t.app, 'GET', `/app/final_copy/${pack.key}?token=${token}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data.branding).toEqual(brandingOf(house));
  });

  it('goes with the signer to the thank-you page, which their ended session cannot ask for', async () => {
    const p = await k.pack();
    await setPackTheme(t.ctx, p.key, campaign.key);
    const signer = await openSignerSession(t, p.key, p.sam);
    const leave = (cookies: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: `/post_sign_logout?document_key=${p.key}&is_rejected=false&sign_later=true`,
        cookies,
      });
    const r = await leave({ [SESSION_COOKIE]: signer.cookie });
    expect(r.statusCode).toBe(302);
    const query = new URLSearchParams(r.headers.location!.split('?')[1]);
    expect(postSignBrandOf(query)).toEqual({
      ...brandingOf(campaign),
      key: '',
      email_background_colour: null,
      email_text_colour: null,
    });
    // Someone who may not see the pack learns nothing of its theme.
    const stranger = await leave({});
    expect(stranger.headers.location).not.toContain('brand_');
  });
});
