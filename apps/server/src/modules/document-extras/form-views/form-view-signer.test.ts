import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type FormViewEntry } from '@quire/domain';
import { call, useTestApp } from '../../../../test/test-app.ts';
import { signingKit } from '../../signing/signing-test-kit.ts';
import { openSignerSession } from '../../signer-uploads/signer-upload-test-kit.ts';

const t = useTestApp();
let kit: Awaited<ReturnType<typeof signingKit>>;

beforeAll(async () => {
  kit = await signingKit(t);
});

describe("a signer's form view (§2 form view for signers)", () => {
  it("a signing link's session reads the owner's form view, and nothing else's", async () => {
    const pack = await kit.pack();
    const other = await kit.ownPack();
    const form_view = [
      { type: 'h1', uuid: 'title', data: 'Your details', position: 0 },
      { type: 'data_field', uuid: pack.field('sam_text'), label: 'Your title', position: 1 },
      { type: 'data_field', uuid: pack.field('sam_sig'), position: 2 },
    ];
    const saved = await call(t.app, 'POST', '/app/form_views/update_form_view', {
      session: kit.ann,
      body: { data: { entity_key: pack.key, form_view } },
    });
    expect(saved.statusCode).toBe(200);

    const sam = await openSignerSession(t, pack.key, pack.sam);
    const read = await call(t.app, 'GET', `/app/form_views/get_form_view/${pack.key}`, {
      session: sam,
    });
    expect(read.statusCode).toBe(200);
    const entries = (read.data.data as { form_view: FormViewEntry[] }).form_view;
    expect(entries.map((e) => [e.type, e.uuid, e.label])).toEqual([
      ['h1', 'title', null],
      ['data_field', pack.field('sam_text'), 'Your title'],
      ['data_field', pack.field('sam_sig'), null],
    ]);

    // A pack Sam does not sign: as if it did not exist.
    const elsewhere = await call(t.app, 'GET', `/app/form_views/get_form_view/${other.key}`, {
      session: sam,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.data.message).toBe(MESSAGES.documentNotFound);

    // Setting the form up stays with the owner's team: a link session cannot.
    const changed = await call(t.app, 'POST', '/app/form_views/update_form_view', {
      session: sam,
      body: { data: { entity_key: pack.key, form_view: [] } },
    });
    expect(changed.statusCode).toBe(401);
    const after = await call(t.app, 'GET', `/app/form_views/get_form_view/${pack.key}`, {
      session: kit.ann,
    });
    expect((after.data.data as { form_view: FormViewEntry[] }).form_view).toHaveLength(3);
  });
});
