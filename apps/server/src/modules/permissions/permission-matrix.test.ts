import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  PERMISSION_ROUTES,
  permissionRouteId,
  type PermissionRoute,
} from '@quire/domain';
import { documents } from '../../db/schema.ts';
import { usePermissionMatrix } from './permission-matrix-kit.ts';
import { SCENARIOS } from './permission-scenarios.ts';

const k = usePermissionMatrix();

const refusedAsTheTableSays = (e: PermissionRoute, r: { statusCode: number; data: object }) => {
  const answer = { status: r.statusCode, message: (r.data as { message?: string }).message };
  expect(answer, permissionRouteId(e)).toEqual(
    e.refusal === 'skipped'
      ? { status: 200, message: e.message }
      : { status: 403, message: e.message },
  );
};

describe('the permission table, walked', () => {
  it('has a scenario for every entry this branch enforces, and none for unknown entries', () => {
    const ids = new Set(PERMISSION_ROUTES.map(permissionRouteId));
    expect(
      PERMISSION_ROUTES.filter((e) => !SCENARIOS[permissionRouteId(e)]).map(permissionRouteId),
    ).toEqual([]);
    expect(Object.keys(SCENARIOS).filter((id) => !ids.has(id))).toEqual([]);
  });

  it.each(PERMISSION_ROUTES.map((e) => [permissionRouteId(e), e] as const))(
    '%s: refused without the flag, nothing changed; allowed with it',
    async (id, entry) => {
      const scenario = SCENARIOS[id]!;
      await k.setFlags([entry.flag, ...(scenario.alsoOff ?? [])], scenario.alsoOn);
      const send = await scenario.prepare(k);

      const before = await k.snapshot();
      refusedAsTheTableSays(entry, await send());
      expect(await k.snapshot(), 'a refused call changes nothing').toBe(before);

      await k.setFlags(scenario.alsoOff ?? [], [entry.flag, ...(scenario.alsoOn ?? [])]);
      const allowed = await send();
      expect(allowed.statusCode, `${id}: ${allowed.body}`).toBeLessThan(300);
      expect(allowed.data.message).not.toBe(entry.message);
    },
  );
});

describe('a flag refuses only what it governs', () => {
  it('lets a call through that leaves the governed setting as it is', async () => {
    await k.setFlags([
      'document_permissions.can_auto_insert_signature',
      'user_profile_permissions.can_view_advanced_settings',
      'user_profile_permissions.can_update_details',
    ]);
    const p = await k.pack();
    const renamed = await k.asMember('POST', `/app/documents/${p.key}/update_document`, {
      data: { document_name: 'Renamed', use_one_click_signature: false, post_signing_url: null },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const me = await k.asMember('GET', '/app/user');
    const sameName = await k.asMember('POST', '/app/user', {
      data: {
        full_name: (me.data.user as { full_name: string }).full_name,
        receive_updates: false,
      },
    });
    expect(sameName.statusCode, sameName.body).toBe(200);

    // One refused setting refuses the request whole: the name sent with it is not written.
    const refused = await k.asMember('POST', `/app/documents/${p.key}/update_document`, {
      data: { document_name: 'Half written', use_one_click_signature: true },
    });
    expect(refused.statusCode).toBe(403);
    const seen = await k.asMember('GET', `/app/documents/${p.key}`);
    expect((seen.data.document as { document_name: string }).document_name).toBe('Renamed');
  });
});

describe('bulk actions skip and warn (§6, §8)', () => {
  it('moves the documents it may and warns about the templates it may not', async () => {
    await k.setFlags(['can_move_templates']);
    const document = await k.pack();
    const template = await k.pack({ documentType: 'template' });
    const r = await k.asMember('POST', '/app/copy_move_documents', {
      data: {
        document_keys: [document.key, template.key],
        action: 'move',
        to_account_key: k.memberPersonal,
      },
    });
    expect({ status: r.statusCode, data: r.data }).toEqual({
      status: 200,
      data: { success: true, message: MESSAGES.someNotMoved },
    });
    const accountOf = async (key: string) =>
      (await k.t.ctx.db.select().from(documents).where(eq(documents.key, key)))[0]!.account_key;
    expect(await accountOf(document.key)).toBe(k.memberPersonal);
    expect(await accountOf(template.key)).toBe(k.team);
  });

  it('deletes what it may and warns about a template without can_delete_templates', async () => {
    await k.setFlags(['can_delete_templates']);
    const document = await k.pack();
    const template = await k.pack({ documentType: 'template' });
    const r = await k.asMember(
      'POST',
      '/app/bulk_actions/document_actions/delete_multiple_documents',
      {
        document_keys: [document.key, template.key],
      },
    );
    expect(r.data).toEqual({ success: true, message: MESSAGES.someNotDeleted });
    const deleted = async (key: string) =>
      (await k.t.ctx.db.select().from(documents).where(eq(documents.key, key)))[0]!.is_deleted;
    expect([await deleted(document.key), await deleted(template.key)]).toEqual([true, false]);
  });
});
