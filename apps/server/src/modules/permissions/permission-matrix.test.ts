import { describe, expect, it } from 'vitest';
import {
  ENFORCED_ON_OTHER_BRANCHES,
  PERMISSION_ROUTES,
  permissionRouteId,
  type PermissionRoute,
} from '@quire/domain';
import { usePermissionMatrix } from './permission-matrix-kit.ts';
import { SCENARIOS } from './permission-scenarios.ts';

const k = usePermissionMatrix();

/** The entries this branch enforces; the others' scenarios arrive with their modules. */
const required = PERMISSION_ROUTES.filter((e) => !ENFORCED_ON_OTHER_BRANCHES.includes(e.flag));

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
    expect(required.filter((e) => !SCENARIOS[permissionRouteId(e)]).map(permissionRouteId)).toEqual(
      [],
    );
    expect(Object.keys(SCENARIOS).filter((id) => !ids.has(id))).toEqual([]);
  });

  it.each(required.map((e) => [permissionRouteId(e), e] as const))(
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
