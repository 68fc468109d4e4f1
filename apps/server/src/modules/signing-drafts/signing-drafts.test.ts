import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNER_UPLOAD_MESSAGES, SIGNING_DRAFT_LIMITS, SIGNING_MESSAGES } from '@quire/domain';
import { dataFields, signingDrafts } from '../../db/schema.ts';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { signingKit } from '../signing/signing-test-kit.ts';
import {
  drawnSignature,
  openSignerSession,
  uploadFieldFile,
  uploadSignature,
} from '../signer-uploads/signer-upload-test-kit.ts';

const t = useTestApp();
let k: Awaited<ReturnType<typeof signingKit>>;
beforeAll(async () => {
  k = await signingKit(t);
});

const url = (key: string, uuid: string) => `/app/documents/${key}/signing_draft/${uuid}`;
const read = (session: Session, key: string, uuid: string) =>
  call(t.app, 'GET', url(key, uuid), { session });
const save = (session: Session, key: string, uuid: string, revision: number, fields: object) =>
  call(t.app, 'POST', url(key, uuid), { session, body: { revision, fields } });

const draftRow = async (uuid: string) =>
  (await t.ctx.db.select().from(signingDrafts).where(eq(signingDrafts.signatory_uuid, uuid)))[0];
const fieldData = async (uuid: string) =>
  (await t.ctx.db.select().from(dataFields).where(eq(dataFields.uuid, uuid)))[0]!.data;

type Draft = { revision: number; fields: Record<string, Record<string, unknown>> };
const draftOf = (r: { data: Record<string, unknown> }) => r.data.draft as Draft;

/** A pack where Sam and Tia each have a draft. */
const packWithDrafts = async () => {
  const p = await k.pack();
  expect(
    (await save(k.sam, p.key, p.sam, 0, { [p.field('sam_text')]: { data: 's' } })).statusCode,
  ).toBe(200);
  expect(
    (await save(k.tia, p.key, p.tia, 0, { [p.field('tia_sig')]: { data: 'T' } })).statusCode,
  ).toBe(200);
  return p;
};

describe('saving and reading a draft', () => {
  it('keeps text and an adopted signature private to the signer and resumes them', async () => {
    const p = await k.pack();
    const empty = await read(k.sam, p.key, p.sam);
    expect(empty.statusCode).toBe(200);
    expect(draftOf(empty)).toMatchObject({ revision: 0, fields: {}, date_updated: null });

    const signature = await uploadSignature(t, k.sam, await drawnSignature());
    const blobKey = signature.data.enhanced_blob_key as string;
    const saved = await save(k.sam, p.key, p.sam, 0, {
      [p.field('sam_text')]: { data: 'Chief of staff' },
      [p.field('sam_sig')]: { file_key: blobKey },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.data).toMatchObject({ merged: false, draft: { revision: 1 } });

    const again = draftOf(await read(k.sam, p.key, p.sam));
    expect(again.revision).toBe(1);
    expect(again.fields[p.field('sam_text')]).toEqual({ data: 'Chief of staff' });
    expect(again.fields[p.field('sam_sig')]).toMatchObject({
      file_key: blobKey,
      blob_url: `/app/serve_signature/${blobKey}`,
    });
    // The pack's fields change only on submission.
    expect(await fieldData(p.field('sam_text'))).toBeNull();
  });

  it('lets a signing-link session of the signer save and read, and names a drafted file', async () => {
    const p = await k.pack();
    const link = await openSignerSession(t, p.key, p.sam);
    const file = await uploadFieldFile(t, link, p.key, Buffer.from('%PDF-1.4'), {
      filename: 'id.pdf',
    });
    const blobKey = file.data.blob_key as string;
    // A data-field upload on a text field is allowed as a draft only because the submission
    // check allows it: both use the same rule.
    const r = await save(link, p.key, p.sam, 0, { [p.field('sam_text')]: { file_key: blobKey } });
    expect(r.statusCode, r.body).toBe(200);
    expect(draftOf(await read(link, p.key, p.sam)).fields[p.field('sam_text')]).toEqual({
      file_key: blobKey,
      filename: 'id.pdf',
      blob_url: `/app/serve_data_field_blob/${p.key}/${blobKey}`,
    });
  });

  it('merges a stale save from a second device field by field, the later writer winning', async () => {
    const p = await k.pack();
    const text = p.field('sam_text');
    const sig = p.field('sam_sig');
    await save(k.sam, p.key, p.sam, 0, { [text]: { data: 'from the laptop' } });
    // The phone opened the draft at revision 0 and signs there.
    const phone = await save(k.sam, p.key, p.sam, 0, { [sig]: { data: 'Sam' } });
    expect(phone.data).toMatchObject({ merged: true, draft: { revision: 2 } });
    expect(draftOf(phone).fields).toEqual({
      [text]: { data: 'from the laptop' },
      [sig]: { data: 'Sam' },
    });
    // The laptop, still at revision 1, clears the text: its change wins, the phone's stays.
    const laptop = await save(k.sam, p.key, p.sam, 1, { [text]: { data: null } });
    expect(laptop.data.merged).toBe(true);
    expect(draftOf(laptop).fields).toEqual({ [text]: { data: null }, [sig]: { data: 'Sam' } });
    expect((await draftRow(p.sam))!.revision).toBe(3);
  });

  it('lets the multi-edit signer draft another signer’s text but never their signature', async () => {
    const p = await k.pack({ flags: { first_signer_has_multi_edit_role: true } });
    const r = await save(k.sam, p.key, p.sam, 0, { [p.field('tia_sig')]: { data: 'x' } });
    expect(r.statusCode).toBe(403);
    expect(await draftRow(p.sam)).toBeUndefined();
  });
});

describe('who may draft what', () => {
  it('refuses another signatory, the owner, and another workspace (404), changing nothing', async () => {
    const p = await packWithDrafts();
    const before = await draftRow(p.sam);
    const change = { [p.field('sam_text')]: { data: 'forged' } };
    for (const session of [k.tia, k.ann]) {
      expect((await read(session, p.key, p.sam)).statusCode).toBe(403);
      const r = await save(session, p.key, p.sam, 1, change);
      expect(r.statusCode).toBe(403);
      expect(r.data.message).toBe(SIGNING_MESSAGES.notTheSignatory);
    }
    expect((await read(k.bob, p.key, p.sam)).statusCode).toBe(404);
    expect((await save(k.bob, p.key, p.sam, 1, change)).statusCode).toBe(404);
    expect((await save(k.bob, p.childKeys[0]!, p.sam, 1, change)).statusCode).toBe(404);
    expect(await draftRow(p.sam)).toEqual(before);
  });

  it("refuses another signer's field, an unknown field and someone else's file, writing nothing", async () => {
    const p = await packWithDrafts();
    const before = await draftRow(p.sam);
    const tias = await uploadSignature(t, k.tia, await drawnSignature());
    const mine = { [p.field('sam_text')]: { data: 'fine' } };
    const cases: [object, number, string][] = [
      [{ ...mine, [p.field('tia_sig')]: { data: 'x' } }, 403, SIGNING_MESSAGES.notYourField],
      [{ ...mine, 'no-such-field': { data: 'x' } }, 404, SIGNING_MESSAGES.fieldNotFound],
      [
        { ...mine, [p.field('sam_sig')]: { file_key: tias.data.enhanced_blob_key } },
        403,
        SIGNER_UPLOAD_MESSAGES.notYourFile,
      ],
    ];
    for (const [fields, status, message] of cases) {
      const r = await save(k.sam, p.key, p.sam, 1, fields);
      expect(r.statusCode, r.body).toBe(status);
      expect(r.data.message).toBe(message);
    }
    expect(await draftRow(p.sam)).toEqual(before);
  });

  it('answers 400 to bad input and writes nothing', async () => {
    const p = await packWithDrafts();
    const before = await draftRow(p.sam);
    const text = p.field('sam_text');
    const tooMany = Object.fromEntries(
      Array.from({ length: SIGNING_DRAFT_LIMITS.fieldsPerSave + 1 }, (_, i) => [`f${i}`, {}]),
    );
    for (const body of [
      {
        revision: 1,
        fields: { [text]: { data: 'x'.repeat(SIGNING_DRAFT_LIMITS.dataLength + 1) } },
      },
      { revision: 1, fields: tooMany },
      { revision: 'one', fields: {} },
      { revision: 1, fields: { [text]: { data: 1 } } },
      { revision: 1, fields: { [text]: { status: 'complete' } } },
    ]) {
      const r = await call(t.app, 'POST', url(p.key, p.sam), { session: k.sam, body });
      expect(r.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await draftRow(p.sam)).toEqual(before);
  });

  it('refuses while the pack is in setup (a signer sees nothing yet) or out of turn', async () => {
    const setup = await k.pack({ status: 'setup' });
    expect((await save(k.sam, setup.key, setup.sam, 0, {})).statusCode).toBe(404);
    const sequential = await k.pack({ sequential: true });
    const r = await read(k.tia, sequential.key, sequential.tia);
    expect(r.statusCode).toBe(409);
    expect(r.data.message).toBe(SIGNING_MESSAGES.notYourTurn);
  });
});

describe('when a draft ends', () => {
  const signSam = (p: Awaited<ReturnType<typeof packWithDrafts>>) =>
    k.submit(k.sam, p.key, {
      uuid: p.sam,
      data_fields: [
        { uuid: p.field('sam_sig'), data: 'Sam' },
        { uuid: p.field('sam_text'), data: 'x' },
      ],
      update_status_to: 'complete',
    });
  const updateStatus = (key: string, to: string) =>
    call(t.app, 'POST', `/app/documents/${key}/update_document`, {
      session: k.ann,
      body: { data: { update_status_to: to } },
    });

  it('is removed when the signer signs, and no save can bring it back', async () => {
    const p = await packWithDrafts();
    expect((await signSam(p)).statusCode).toBe(200);
    expect(await draftRow(p.sam)).toBeUndefined();
    expect(await draftRow(p.tia)).toBeDefined();
    const late = await save(k.sam, p.key, p.sam, 1, { [p.field('sam_text')]: { data: 'y' } });
    expect(late.statusCode).toBe(409);
    expect(late.data.message).toBe(SIGNING_MESSAGES.alreadyFinished);
    expect(await draftRow(p.sam)).toBeUndefined();
  });

  it('is kept by a progress save and by sign later', async () => {
    const p = await packWithDrafts();
    await k.submit(k.sam, p.key, {
      uuid: p.sam,
      data_fields: [{ uuid: p.field('sam_text'), data: 'x' }],
    });
    const later = await call(
      t.app,
      'GET',
      `/app/documents/${p.key}/sign_later/${p.sam}?return_json=true`,
      {
        session: k.sam,
      },
    );
    expect(later.statusCode).toBe(200);
    expect(draftOf(await read(k.sam, p.key, p.sam)).revision).toBe(1);
  });

  it('goes for everyone when the pack is rejected', async () => {
    const p = await packWithDrafts();
    const r = await k.submit(k.sam, p.key, { uuid: p.sam, update_status_to: 'rejected' });
    expect(r.statusCode).toBe(200);
    expect(await draftRow(p.sam)).toBeUndefined();
    expect(await draftRow(p.tia)).toBeUndefined();
  });

  it('goes with an excluded signer, and the last draft with the completed pack', async () => {
    const p = await packWithDrafts();
    const exclude = await call(t.app, 'POST', `/app/documents/${p.key}/exclude_signatory`, {
      session: k.ann,
      body: { data: { uuid: p.tia } },
    });
    expect(exclude.statusCode).toBe(200);
    expect(await draftRow(p.tia)).toBeUndefined();
    expect(await draftRow(p.sam)).toBeDefined();
    expect((await updateStatus(p.key, 'complete')).statusCode).toBe(200);
    expect((await k.packRow(p.key)).status).toBe('complete');
    expect(await draftRow(p.sam)).toBeUndefined();
  });

  it('goes for everyone when the pack completes by the last signature', async () => {
    const p = await packWithDrafts();
    // Tia's draft stays until the pack completes; Sam signing last completes it.
    await call(t.app, 'POST', `/app/documents/${p.key}/exclude_signatory`, {
      session: k.ann,
      body: { data: { uuid: p.tia } },
    });
    expect((await signSam(p)).statusCode).toBe(200);
    expect((await k.packRow(p.key)).status).toBe('complete');
    expect(
      await t.ctx.db.select().from(signingDrafts).where(eq(signingDrafts.document_key, p.key)),
    ).toEqual([]);
  });

  it('goes for everyone on revert to setup', async () => {
    const p = await packWithDrafts();
    expect((await updateStatus(p.key, 'setup')).statusCode).toBe(200);
    expect(await draftRow(p.sam)).toBeUndefined();
    expect(await draftRow(p.tia)).toBeUndefined();
  });
});
