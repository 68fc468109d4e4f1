import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DATE_FORMAT_MESSAGES,
  calendarDateIn,
  canonicalDate,
  formatDate,
  type DateFormat,
} from '@quire/domain';
import { pdftotext } from '@quire/pdf/seal/test-fixtures/poppler';
import { blobs, dataFields, documents } from '../../db/schema.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { seedPack } from '../../../test/seed-documents.ts';
import { sealDocumentHandler } from '../sealing/seal-document-handler.ts';
import { signingKit } from './signing-test-kit.ts';

const t = useTestApp();
let k: Awaited<ReturnType<typeof signingKit>>;
beforeAll(async () => {
  k = await signingKit(t);
});

/** A pack awaiting Sam and Tia: each signs and has a 'date signed' field; Sam also types a date. */
const datedPack = async (dateFormat: DateFormat) => {
  const p = await seedPack(t.ctx, {
    createdBy: k.ann.user_key,
    accountKey: k.annAccount,
    status: 'awaiting_signatures',
    signatories: [
      { name: 'Sam Signer', email: k.sam.email_address },
      { name: 'Tia Second', email: k.tia.email_address },
    ],
    children: [
      {
        fields: [
          { type: 'text', custom_id: 'sam_text', signatory: 0, y: 100 },
          { type: 'date', custom_id: 'sam_signed_on', signatory: 0, y: 200 },
          { type: 'date', custom_id: 'sam_birthday', signatory: 0, y: 300 },
          { type: 'text', custom_id: 'tia_text', signatory: 1, y: 400 },
          { type: 'date', custom_id: 'tia_signed_on', signatory: 1, y: 500 },
        ],
      },
    ],
  });
  await t.ctx.db
    .update(documents)
    .set({ date_format: dateFormat })
    .where(inArray(documents.key, [p.key, ...p.childKeys]));
  const rows = await t.ctx.db
    .select()
    .from(dataFields)
    .where(eq(dataFields.document_key, p.childKeys[0]!));
  const field = (id: string) => rows.find((r) => r.custom_id === id)!.uuid;
  for (const id of ['sam_signed_on', 'tia_signed_on'])
    await t.ctx.db
      .update(dataFields)
      .set({ properties: { auto_assign_date: true }, required: false })
      .where(eq(dataFields.uuid, field(id)));
  const dataOf = async (id: string) =>
    (
      await t.ctx.db
        .select()
        .from(dataFields)
        .where(eq(dataFields.uuid, field(id)))
    )[0]!.data;
  return { ...p, sam: p.signatoryUuids[0]!, tia: p.signatoryUuids[1]!, field, dataOf };
};

/** The day an instant around now falls on in a zone: either side of a midnight passing mid-test. */
const todayIn = (timeZone: string, before: Date) =>
  new Set([before, new Date()].map((d) => canonicalDate(calendarDateIn(d, timeZone))));

describe("'date signed' fields (§3 auto_assign_date)", () => {
  it('are filled when their signer finishes, in the time zone the browser sent', async () => {
    const p = await datedPack('dd/mm/yyyy');
    const progress = await k.submit(k.sam, p.key, {
      uuid: p.sam,
      data_fields: [{ uuid: p.field('sam_text'), data: 'Draft' }],
    });
    expect(progress.statusCode).toBe(200);
    expect(await p.dataOf('sam_signed_on')).toBeNull();

    const before = new Date();
    const r = await k.submit(k.sam, p.key, {
      uuid: p.sam,
      data_fields: [
        { uuid: p.field('sam_text'), data: 'Sam' },
        { uuid: p.field('sam_birthday'), data: '24/11/2026' },
      ],
      update_status_to: 'complete',
      time_zone: 'Pacific/Kiritimati',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(todayIn('Pacific/Kiritimati', before)).toContain(await p.dataOf('sam_signed_on'));
    // Typed dates are stored yyyy-mm-dd, whatever §5 form was sent.
    expect(await p.dataOf('sam_birthday')).toBe('2026-11-24');
    // Tia has not signed: her field stays empty.
    expect(await p.dataOf('tia_signed_on')).toBeNull();
  });

  it('stay empty for a signer who rejects, and refuse an unknown time zone', async () => {
    const p = await datedPack('yyyy-mm-dd');
    const bad = await k.submit(k.sam, p.key, {
      uuid: p.sam,
      data_fields: [{ uuid: p.field('sam_text'), data: 'Sam' }],
      update_status_to: 'complete',
      time_zone: 'Mars/Olympus_Mons',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.message).toBe(DATE_FORMAT_MESSAGES.unknownTimeZone);
    expect(await p.dataOf('sam_signed_on')).toBeNull();

    const rejected = await k.submit(k.tia, p.key, {
      uuid: p.tia,
      update_status_to: 'rejected',
      rejection_reason: 'Wrong amount',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await p.dataOf('tia_signed_on')).toBeNull();
    expect(await p.dataOf('sam_signed_on')).toBeNull();
  });

  it('are stamped in the pack format, as the signer saw them', async () => {
    const p = await datedPack('d mmmm yyyy');
    const before = new Date();
    for (const [who, uuid, text] of [
      [k.sam, p.sam, 'sam_text'],
      [k.tia, p.tia, 'tia_text'],
    ] as const) {
      const r = await k.submit(who, p.key, {
        uuid,
        data_fields: [
          { uuid: p.field(text), data: `${text} value` },
          ...(who === k.sam ? [{ uuid: p.field('sam_birthday'), data: '2027-03-05' }] : []),
        ],
        update_status_to: 'complete',
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    expect((await k.packRow(p.key)).status).toBe('complete');
    await sealDocumentHandler(t.ctx)({ document_key: p.key });
    const [pack] = await t.ctx.db.select().from(documents).where(eq(documents.key, p.key));
    const [blob] = await t.ctx.db.select().from(blobs).where(eq(blobs.key, pack!.final_file_key!));
    const text = (await pdftotext(await t.ctx.blobStore.get(blob!.object_key))).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain('5 March 2027');
    const signedOn = [...todayIn('UTC', before)].map((d) => {
      const [year, month, day] = d.split('-').map(Number);
      return formatDate({ year: year!, month: month!, day: day! }, 'd mmmm yyyy');
    });
    expect(
      signedOn.some((d) => text.includes(d)),
      `${signedOn.join(' or ')} in ${text}`,
    ).toBe(true);
    expect(text).not.toContain('2027-03-05');
  });
});
