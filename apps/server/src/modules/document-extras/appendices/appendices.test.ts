import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EXTRAS_MESSAGES,
  MESSAGES,
  fileTooLargeMessage,
  type DocumentAppendix,
} from '@quire/domain';
import { blobs } from '../../../db/schema.ts';
import { useTestApp, type Session } from '../../../../test/test-app.ts';
import { accountKeyOf, seedPack } from '../../../../test/seed-documents.ts';
import { putBytes } from '../../uploads/upload-test-helpers.ts';
import { call, seedExtrasCast, setPackStatus } from '../extras-test-helpers.ts';

const t = useTestApp({ env: { MAX_UPLOAD_MB: '1' } });
let ann: Session;
let bob: Session;
let packKey: string;
let childKey: string;

const uploadUrl = (session: Session, filename: string, key = packKey) =>
  call(
    t.app,
    'GET',
    `/app/get_document_appendix_upload_url/${key}?filename=${encodeURIComponent(filename)}`,
    { session },
  );
const succeed = (session: Session, file_key: string, key = packKey) =>
  call(t.app, 'POST', `/app/document_appendix_upload_success/${key}`, {
    session,
    body: { file_key },
  });
const saveAppendix = (session: Session, data: Record<string, unknown>, key = packKey) =>
  call(t.app, 'POST', `/app/documents/${key}/add_update_appendix`, { session, body: { data } });
const listAppendices = async (session: Session, key = packKey) =>
  (await call(t.app, 'GET', `/app/documents/${key}/appendices`, { session })).data
    .document_appendices as DocumentAppendix[];

/** The three upload calls; answers the success call. */
const upload = async (session: Session, filename: string, bytes: Buffer) => {
  const started = await uploadUrl(session, filename);
  expect(started.statusCode, started.body).toBe(200);
  const put = await putBytes(t, started.data.url as string, bytes);
  expect(put.statusCode, put.body).toBe(200);
  return succeed(session, started.data.file_key as string);
};

beforeAll(async () => {
  const cast = await seedExtrasCast(t);
  ({ ann, bob } = cast);
  const pack = await cast.packFor(ann);
  packKey = pack.key;
  childKey = pack.childKeys[0]!;
});

describe('supporting documents', () => {
  it('uploads a file, adds it as an appendix with defaults, updates, serves and deletes it', async () => {
    const uploaded = await upload(ann, 'Terms & conditions.docx', Buffer.from('terms'));
    expect(uploaded.data).toMatchObject({
      success: true,
      message: EXTRAS_MESSAGES.appendixUploaded,
      filename: 'Terms & conditions.docx',
    });
    const fileKey = uploaded.data.file_key as string;
    expect(uploaded.data.blob_url).toBe(`/app/documents/${packKey}/appendix_file/${fileKey}`);

    const added = await saveAppendix(ann, { file_key: fileKey }, childKey);
    expect(added.data).toMatchObject({ success: true, message: EXTRAS_MESSAGES.appendixSaved });
    const appendix = added.data.document_appendix as DocumentAppendix;
    expect(appendix).toMatchObject({
      _id: appendix.key,
      document_key: packKey,
      description: 'Supporting document',
      required: true,
      audience: 'all',
      filename: 'Terms & conditions.docx',
      position: 0,
      blob_serving_url: uploaded.data.blob_url,
    });

    const updated = await saveAppendix(ann, {
      key: appendix.key,
      description: '  ',
      audience: 'signatories',
      required: false,
    });
    expect(updated.data.document_appendix).toMatchObject({
      description: 'Supporting document',
      audience: 'signatories',
      required: false,
      file_key: fileKey,
    });
    expect(await listAppendices(ann)).toEqual([updated.data.document_appendix]);

    const file = await call(t.app, 'GET', uploaded.data.blob_url as string, { session: ann });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('terms');
    expect(file.headers['content-type']).toContain('wordprocessingml');

    const control = await call(
      t.app,
      'POST',
      `/app/documents/${packKey}/add_update_user_defined_attribute`,
      {
        session: ann,
        body: {
          data: { name: 'Annex ref', control_level: 'appendix', related_entity_id: appendix.key },
        },
      },
    );
    expect(control.statusCode, control.body).toBe(200);

    const removed = await call(
      t.app,
      'GET',
      `/app/documents/${packKey}/delete_document_appendix/${appendix.key}`,
      { session: ann },
    );
    expect(removed.data).toEqual({ success: true, message: EXTRAS_MESSAGES.appendixDeleted });
    expect(await listAppendices(ann)).toEqual([]);
    const attributes = await call(
      t.app,
      'GET',
      `/app/documents/${packKey}/user_defined_attributes`,
      {
        session: ann,
      },
    );
    expect(attributes.data.user_defined_attributes).toEqual([]);
    expect(await t.ctx.db.select().from(blobs).where(eq(blobs.key, fileKey))).toEqual([]);
    const gone = await call(t.app, 'GET', uploaded.data.blob_url as string, { session: ann });
    expect(gone.statusCode).toBe(404);
  });

  it("refuses executables with the spec's message", async () => {
    const r = await uploadUrl(ann, 'setup.EXE');
    expect(r.statusCode).toBe(400);
    expect(r.data).toEqual({
      success: false,
      message: "We currently don't accept executable files.",
    });
  });

  it('refuses a file over the configured limit', async () => {
    const started = await uploadUrl(ann, 'big.pdf');
    const put = await putBytes(t, started.data.url as string, Buffer.alloc(1024 * 1024 + 1));
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toBe(fileTooLargeMessage(1));
    const r = await succeed(ann, started.data.file_key as string);
    expect(r.statusCode).toBe(400);
    expect(r.data.message).toBe(EXTRAS_MESSAGES.appendixFileMissing);
  });

  it('answers 403 to a viewer who is not of the team', async () => {
    const shared = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: null,
      viewers: [bob.user_key],
    });
    expect((await listAppendices(bob, shared.key)).length).toBe(0);
    const r = await saveAppendix(bob, { description: 'x' }, shared.key);
    expect(r.statusCode).toBe(403);
    expect(r.data.message).toBe(EXTRAS_MESSAGES.noPermission);
  });

  it('refuses bad input: an unknown file, an unknown appendix, a bad audience, a missing filename', async () => {
    const unknownFile = await saveAppendix(ann, { file_key: 'nope' });
    expect(unknownFile.statusCode).toBe(400);
    expect(unknownFile.data.message).toBe(EXTRAS_MESSAGES.appendixFileMissing);
    const unknownKey = await saveAppendix(ann, { key: 'nope', description: 'x' });
    expect(unknownKey.statusCode).toBe(404);
    expect(unknownKey.data.message).toBe(EXTRAS_MESSAGES.appendixNotFound);
    const audience = await saveAppendix(ann, { audience: 'everybody' });
    expect(audience.statusCode).toBe(400);
    expect(audience.data.message).toBe(EXTRAS_MESSAGES.appendixAudienceUnknown);
    const noName = await uploadUrl(ann, ' ');
    expect(noName.statusCode).toBe(400);
    expect(noName.data.message).toBe(EXTRAS_MESSAGES.filenameRequired);
    const notUploaded = await succeed(ann, (await uploadUrl(ann, 'a.pdf')).data.file_key as string);
    expect(notUploaded.statusCode).toBe(400);
    expect(notUploaded.data.message).toBe(EXTRAS_MESSAGES.appendixFileMissing);
    expect(await listAppendices(ann)).toEqual([]);
  });

  it('answers 409 outside setup', async () => {
    await setPackStatus(t, packKey, 'awaiting_signatures');
    const answers = [await uploadUrl(ann, 'a.pdf'), await saveAppendix(ann, { description: 'x' })];
    await setPackStatus(t, packKey, 'setup');
    for (const r of answers) {
      expect(r.statusCode).toBe(409);
      expect(r.data.message).toBe(MESSAGES.notInSetup);
    }
  });

  it('answers 404 to a user of another workspace', async () => {
    const mine = await upload(ann, 'mine.pdf', Buffer.from('%PDF'));
    const answers = [
      await uploadUrl(bob, 'a.pdf'),
      await succeed(bob, mine.data.file_key as string),
      await saveAppendix(bob, { description: 'x' }),
      await call(t.app, 'GET', `/app/documents/${packKey}/appendices`, { session: bob }),
      await call(t.app, 'GET', mine.data.blob_url as string, { session: bob }),
    ];
    for (const r of answers) {
      expect(r.statusCode).toBe(404);
      expect(r.data.message).toBe(MESSAGES.documentNotFound);
    }
  });

  it('does not let a document upload completion take an appendix upload', async () => {
    const started = await uploadUrl(ann, 'annex.pdf');
    await putBytes(t, started.data.url as string, Buffer.from('%PDF-1.4'));
    const r = await call(t.app, 'POST', `/app/document_upload_success/${packKey}`, {
      session: ann,
      body: { file_key: started.data.file_key },
    });
    expect(r.statusCode).toBe(404);
  });
});

describe('supporting documents for signers (§6, by audience)', () => {
  it('lists and serves a signer only what is meant for signers or everyone', async () => {
    const pack = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: await accountKeyOf(t.ctx, ann),
      name: 'Audience pack',
      status: 'setup',
      signatories: [{ name: 'Bob', email: 'bob-signer@example.com', user_key: bob.user_key }],
      children: [{ fields: [] }],
    });
    const files: Record<string, string> = {};
    for (const audience of ['all', 'signatories', 'team', 'cc_recipients'] as const) {
      const started = await uploadUrl(ann, `${audience}.txt`, pack.key);
      await putBytes(t, started.data.url as string, Buffer.from(audience));
      const done = await succeed(ann, started.data.file_key as string, pack.key);
      files[audience] = done.data.file_key as string;
      const saved = await saveAppendix(
        ann,
        { file_key: files[audience], audience, description: audience },
        pack.key,
      );
      expect(saved.statusCode, saved.body).toBe(200);
    }
    await setPackStatus(t, pack.key, 'awaiting_signatures');

    expect((await listAppendices(ann, pack.key)).map((a) => a.audience).sort()).toEqual([
      'all',
      'cc_recipients',
      'signatories',
      'team',
    ]);
    expect((await listAppendices(bob, pack.key)).map((a) => a.audience).sort()).toEqual([
      'all',
      'signatories',
    ]);
    const fetchAs = (audience: string) =>
      call(t.app, 'GET', `/app/documents/${pack.key}/appendix_file/${files[audience]}`, {
        session: bob,
      });
    expect((await fetchAs('signatories')).statusCode).toBe(200);
    expect((await fetchAs('team')).statusCode).toBe(404);
    expect((await fetchAs('cc_recipients')).statusCode).toBe(404);
  });
});
