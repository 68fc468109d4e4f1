import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BLOCKING_CHECK_MESSAGES as M, STATUS_MESSAGES } from '@quire/domain';
import {
  documents,
  fieldRules,
  signatories,
  userDefinedAttributes,
  dataFields,
} from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import { signUpVerifiedUser, useTestApp, type Session } from '../../../test/test-app.ts';
import { accountKeyOf } from '../../../test/seed-documents.ts';
import { statusFixtures } from './status-fixtures.ts';

const t = useTestApp();
let ann: Session;
let annAccount: string;
const { request, readyPack, statusOf, setField, fieldsOf } = statusFixtures(t, () => ({
  ann,
  annAccount,
}));

beforeAll(async () => {
  ann = await signUpVerifiedUser(t, { full_name: 'Ann Archer' });
  annAccount = await accountKeyOf(t.ctx, ann);
});

describe('blocking checks on request', () => {
  /** Each case breaks one thing of a ready pack; the request answers its message and sends nothing. */
  const cases: [string, (p: Awaited<ReturnType<typeof readyPack>>) => Promise<unknown>][] = [
    [
      M.noSignatories,
      (p) =>
        t.ctx.db
          .update(signatories)
          .set({ removed: true })
          .where(eq(signatories.uuid, p.signatoryUuids[0]!)),
    ],
    [
      M.noDocumentName,
      (p) => t.ctx.db.update(documents).set({ document_name: ' ' }).where(eq(documents.key, p.key)),
    ],
    [
      M.noFields,
      (p) =>
        t.ctx.db
          .update(dataFields)
          .set({ removed: true })
          .where(eq(dataFields.document_key, p.childKeys[0]!)),
    ],
    [M.unassignedFields, (p) => setField(p.childKeys[0]!, 'text_1', { signatory_uuid: null })],
    [
      M.choicesMissing,
      (p) =>
        setField(p.childKeys[0]!, 'text_1', { type: 'choice', properties: { choice_options: [] } }),
    ],
    [
      M.selfFieldsIncomplete,
      (p) => setField(p.childKeys[0]!, 'text_1', { signatory_uuid: 'self', data: null }),
    ],
    [
      'Policy number field is incomplete',
      (p) =>
        t.ctx.db.insert(userDefinedAttributes).values({
          key: newKey(),
          document_key: p.key,
          id: 'policy_number',
          name: 'Policy number',
          required: true,
        }),
    ],
    [
      M.invalidEmails,
      (p) =>
        t.ctx.db
          .update(signatories)
          .set({ email: 'sid@' })
          .where(eq(signatories.uuid, p.signatoryUuids[0]!)),
    ],
    [
      M.signatoryNamesMissing,
      (p) =>
        t.ctx.db
          .update(signatories)
          .set({ name: '' })
          .where(eq(signatories.uuid, p.signatoryUuids[0]!)),
    ],
    [
      M.invalidMobileNumbers,
      (p) =>
        t.ctx.db
          .update(documents)
          .set({ flags: { use_two_factor_authentication: true } })
          .where(eq(documents.key, p.key)),
    ],
    [
      M.checkboxGroupsMissing,
      (p) =>
        setField(p.childKeys[0]!, 'text_1', {
          type: 'check',
          required: false,
          data: 'unchecked',
          properties: { checkbox_group: null, is_mutually_exclusive: true },
        }),
    ],
    [M.invalidCustomIds, (p) => setField(p.childKeys[0]!, 'text_1', { custom_id: 'text=1' })],
  ];

  it.each(cases)('answers "%s" with 400 and leaves the pack in setup', async (message, breakIt) => {
    const pack = await readyPack();
    await breakIt(pack);
    const r = await request(pack.key);
    expect(r.statusCode).toBe(400);
    expect(r.data).toMatchObject({ success: false, message });
    expect((r.data.blocking_checks as { message: string }[])[0]!.message).toBe(message);
    expect(await statusOf(pack.key)).toBe('setup');
    expect(await statusOf(pack.childKeys[0]!)).toBe('setup');
  });

  it('reads numbers with the deployment dialing code and skips fields a rule disables', async () => {
    const pack = await readyPack({ flags: { use_two_factor_authentication: true } });
    await t.ctx.db
      .update(signatories)
      .set({ mobile_number: '+27825551234' })
      .where(eq(signatories.uuid, pack.signatoryUuids[0]!));
    await setField(pack.childKeys[0]!, 'text_1', {
      signatory_uuid: 'self',
      data: null,
      required: true,
    });
    await t.ctx.db.insert(fieldRules).values({
      rule_id: newKey(),
      document_key: pack.key,
      field_or_group: 'text_1',
      json_logic: { '==': [1, 2] },
      infix_logic: '1 == 2',
    });
    const r = await request(pack.key);
    expect(r.data).toMatchObject({
      success: true,
      message: STATUS_MESSAGES.signatureRequestsQueued,
    });
  });

  it('names the offending fields and signatories in blocking_checks', async () => {
    const pack = await readyPack();
    await setField(pack.childKeys[0]!, 'text_1', { signatory_uuid: null });
    await t.ctx.db
      .update(signatories)
      .set({ email: 'sid@' })
      .where(eq(signatories.uuid, pack.signatoryUuids[0]!));
    const text = (await fieldsOf(pack.childKeys[0]!)).find((f) => f.custom_id === 'text_1')!;
    const r = await request(pack.key);
    expect(r.statusCode).toBe(400);
    expect(r.data.blocking_checks).toEqual([
      { message: M.unassignedFields, field_uuids: [text.uuid], signatory_uuids: [] },
      { message: M.invalidEmails, field_uuids: [], signatory_uuids: [pack.signatoryUuids[0]] },
    ]);
  });

  it('sends a pack whose one checkbox has no group, as packs made before groups were given', async () => {
    const pack = await readyPack();
    await setField(pack.childKeys[0]!, 'text_1', {
      type: 'check',
      required: true,
      data: 'unchecked',
      properties: { checkbox_group: null },
    });
    const r = await request(pack.key);
    expect(r.data).toMatchObject({
      success: true,
      message: STATUS_MESSAGES.signatureRequestsQueued,
    });
    expect(await statusOf(pack.key)).toBe('awaiting_signatures');
  });
});
