import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNER_NOTE_MESSAGES } from '@quire/domain';
import { pdftotext } from '@quire/pdf/seal/test-fixtures/poppler';
import { auditRecords, blobs, dataFields, documents } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import { call, type Session, useTestApp } from '../../../test/test-app.ts';
import { seedPack } from '../../../test/seed-documents.ts';
import { sealDocumentHandler } from '../sealing/seal-document-handler.ts';
import { signingKit } from '../signing/signing-test-kit.ts';

const t = useTestApp();
let k: Awaited<ReturnType<typeof signingKit>>;
beforeAll(async () => {
  k = await signingKit(t);
});

/** A pack awaiting Sam then Tia, one text field each; annotations on unless told. */
const notedPack = async (flags: Record<string, boolean> = {}) => {
  const p = await seedPack(t.ctx, {
    createdBy: k.ann.user_key,
    accountKey: k.annAccount,
    status: 'awaiting_signatures',
    flags: { can_be_annotated: true, sequential_signing: true, ...flags },
    signatories: [
      { name: 'Sam Signer', email: k.sam.email_address },
      { name: 'Tia Second', email: k.tia.email_address },
    ],
    children: [
      {
        fields: [
          { type: 'text', custom_id: 'sam_text', signatory: 0, y: 100 },
          { type: 'text', custom_id: 'tia_text', signatory: 1, y: 200 },
        ],
      },
    ],
  });
  const rows = await t.ctx.db
    .select()
    .from(dataFields)
    .where(eq(dataFields.document_key, p.childKeys[0]!));
  const field = (id: string) => rows.find((r) => r.custom_id === id)!.uuid;
  return { ...p, sam: p.signatoryUuids[0]!, tia: p.signatoryUuids[1]!, field };
};

const note = (session: Session, key: string, signatory: string, n: Record<string, unknown>) =>
  call(t.app, 'POST', `/app/documents/${key}/add_update_signer_note`, {
    session,
    body: { signatory_uuid: signatory, note: n },
  });

const noteRow = async (uuid: string) =>
  (await t.ctx.db.select().from(dataFields).where(eq(dataFields.uuid, uuid)))[0];

describe('notes during signing (§5)', () => {
  it('lets the current signer add, edit and remove their note, each in the audit trail', async () => {
    const p = await notedPack();
    const uuid = newKey();
    const at = { uuid, document_key: p.childKeys[0], page_index: 0, x: 300, y: 80 };
    const added = await note(k.sam, p.key, p.sam, { ...at, data: '  Clause 4 agreed by phone ' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.data.message).toBe(SIGNER_NOTE_MESSAGES.saved);
    expect(added.data.data_field).toMatchObject({
      uuid,
      type: 'note',
      data: 'Clause 4 agreed by phone',
      added_by_signatory_uuid: p.sam,
      signatory_uuid: null,
      required: false,
      is_visible_in_final_document: true,
    });
    expect((await noteRow(uuid))!.updated_by_user_name).toBe('Sam Signer');

    const edited = await note(k.sam, p.key, p.sam, { ...at, x: 320, data: 'Clause 4 agreed' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await noteRow(uuid)).toMatchObject({ x: 320, data: 'Clause 4 agreed' });

    // The team sees it with who added it.
    const team = await call(t.app, 'GET', `/app/documents/${p.key}/get_data_fields`, {
      session: k.ann,
    });
    expect(
      (team.data.data_fields as { uuid: string }[]).find((f) => f.uuid === uuid),
    ).toMatchObject({
      data: 'Clause 4 agreed',
      added_by_signatory_uuid: p.sam,
    });

    const removed = await note(k.sam, p.key, p.sam, { ...at, removed: true });
    expect(removed.data.message).toBe(SIGNER_NOTE_MESSAGES.removed);
    expect((await noteRow(uuid))!.removed).toBe(true);

    const records = await t.ctx.db
      .select()
      .from(auditRecords)
      .where(eq(auditRecords.document_key, p.key));
    expect(records.map((r) => r.event)).toEqual(['note_added', 'note_changed', 'note_removed']);
    expect(records[0]!.details).toMatchObject({ text: 'Clause 4 agreed by phone', page: 1 });
    expect(records[0]!.actor_signatory_uuid).toBe(p.sam);
  });

  it('refuses without annotations, out of turn, for someone else, off the page or empty', async () => {
    const off = await notedPack({ can_be_annotated: false });
    const base = (p: { childKeys: string[] }) => ({
      uuid: newKey(),
      document_key: p.childKeys[0],
      page_index: 0,
      x: 10,
      y: 10,
      data: 'A note',
    });
    const refusedOff = await note(k.sam, off.key, off.sam, base(off));
    expect([refusedOff.statusCode, refusedOff.data.message]).toEqual([
      403,
      SIGNER_NOTE_MESSAGES.notAllowed,
    ]);

    const p = await notedPack();
    // Tia's turn has not come (sequential signing).
    const early = await note(k.tia, p.key, p.tia, base(p));
    expect([early.statusCode, early.data.message]).toEqual([409, SIGNER_NOTE_MESSAGES.notNow]);
    // Tia cannot write as Sam; Bob (another workspace) does not see the pack.
    expect((await note(k.tia, p.key, p.sam, base(p))).statusCode).toBe(403);
    expect((await note(k.bob, p.key, p.sam, base(p))).statusCode).toBe(404);
    const offPage = await note(k.sam, p.key, p.sam, { ...base(p), page_index: 7 });
    expect([offPage.statusCode, offPage.data.message]).toEqual([
      400,
      SIGNER_NOTE_MESSAGES.outsidePage,
    ]);
    const elsewhere = await note(k.sam, p.key, p.sam, {
      ...base(p),
      document_key: off.childKeys[0],
    });
    expect(elsewhere.statusCode).toBe(400);
    const empty = await note(k.sam, p.key, p.sam, { ...base(p), data: '   ' });
    expect([empty.statusCode, empty.data.message]).toEqual([400, SIGNER_NOTE_MESSAGES.empty]);
    // A field that is not the signer's own note cannot be rewritten through this route.
    const hijack = await note(k.sam, p.key, p.sam, { ...base(p), uuid: p.field('tia_text') });
    expect([hijack.statusCode, hijack.data.message]).toEqual([403, SIGNER_NOTE_MESSAGES.notYours]);
    expect((await noteRow(p.field('tia_text')))!.data).toBeNull();
    expect(
      await t.ctx.db.select().from(auditRecords).where(eq(auditRecords.document_key, p.key)),
    ).toEqual([]);
  });

  it('is stamped into the final when visible, and no longer changes once the signer signed', async () => {
    const p = await notedPack();
    const shown = newKey();
    const hidden = newKey();
    const at = { document_key: p.childKeys[0], page_index: 0, x: 300 };
    await note(k.sam, p.key, p.sam, { ...at, uuid: shown, y: 300, data: 'Seen by all' });
    await note(k.sam, p.key, p.sam, {
      ...at,
      uuid: hidden,
      y: 500,
      data: 'Team only',
      is_visible_in_final_document: false,
    });
    for (const [who, uuid, id] of [
      [k.sam, p.sam, 'sam_text'],
      [k.tia, p.tia, 'tia_text'],
    ] as const) {
      const r = await k.submit(who, p.key, {
        uuid,
        data_fields: [{ uuid: p.field(id), data: `${id} value` }],
        update_status_to: 'complete',
      });
      expect(r.statusCode, r.body).toBe(200);
      if (who === k.sam) {
        const late = await note(k.sam, p.key, p.sam, { ...at, uuid: shown, y: 300, data: 'x' });
        expect(late.statusCode).toBe(409);
      }
    }
    expect((await k.packRow(p.key)).status).toBe('complete');
    await sealDocumentHandler(t.ctx)({ document_key: p.key });
    const [pack] = await t.ctx.db.select().from(documents).where(eq(documents.key, p.key));
    const [blob] = await t.ctx.db.select().from(blobs).where(eq(blobs.key, pack!.final_file_key!));
    const text = (await pdftotext(await t.ctx.blobStore.get(blob!.object_key))).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain('Seen by all');
    expect(text).not.toContain('Team only');
  });
});
