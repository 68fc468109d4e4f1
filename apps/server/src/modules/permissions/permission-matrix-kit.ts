import { eq, sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import {
  HEADERS,
  withOverride,
  type PermissionOverrides,
  type PermissionPath,
} from '@quire/domain';
import { users } from '../../db/schema.ts';
import { verificationCodeKey } from '../verification-codes/verification-code-repository.ts';
import { accountKeyOf, addMember, seedPack, setPermissions } from '../../../test/seed-documents.ts';
import type { SeedPack } from '../../../test/seed-documents.ts';
import { call, useTestApp, type Session, type TestApp } from '../../../test/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Answer = Awaited<ReturnType<typeof call>>;

export type MatrixKit = {
  t: TestApp;
  admin: Session;
  member: Session & { password: string };
  /** The member's membership of the team workspace (the user_account_key they send). */
  memberUa: string;
  team: string;
  /** The member's personal workspace: where copies and moves go. */
  memberPersonal: string;
  /** A call by the member, in the team workspace. */
  asMember: (method: Method, url: string, body?: unknown) => Promise<Answer>;
  /** A pack in the team workspace, created by the member unless said otherwise. */
  pack: (input?: Partial<SeedPack>) => ReturnType<typeof seedPack>;
  /** The member's stored overrides: these flags off, those on, the rest default. */
  setFlags: (off: readonly PermissionPath[], on?: readonly PermissionPath[]) => Promise<void>;
  /** A fingerprint of every table but sessions and rate-limit counters (every request touches them). */
  snapshot: () => Promise<string>;
};

/**
 * How to call each route of the permission table (packages/domain/src/permission-routes.ts) in a
 * way that needs the entry's flag: `prepare` builds what the call acts on and answers the call,
 * which the matrix makes once with the flag off (refused, nothing changed) and once with it on.
 */
export type Scenario = {
  /** Flags that must be off as well for this one to matter (§5: either upload flag will do). */
  alsoOff?: readonly PermissionPath[];
  /** Flags off by default (§6) that the call needs besides the one under test. */
  alsoOn?: readonly PermissionPath[];
  prepare: (k: MatrixKit) => Promise<() => Promise<Answer>>;
};

/**
 * A user signed up and logged in without the mail round trip: the matrix runs with no workers,
 * so nothing changes the database behind a refused call's back.
 */
/** A signed-up, verified and logged-in user, without waiting for a mail (no workers needed). */
export const quickUser = async (t: TestApp, full_name: string, email_address: string) => {
  const password = 'correct horse battery';
  const signUp = await call(t.app, 'POST', '/app/auth/sign_up', {
    body: { full_name, email_address, password },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  await t.ctx.db
    .update(users)
    .set({ verified: true })
    .where(eq(users.email_address, email_address));
  const login = await call(t.app, 'POST', '/app/auth/login', { body: { email_address, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { ...(login.data as unknown as Session), password };
};

const tablesOf = async (t: TestApp): Promise<string[]> => {
  const result = (await t.ctx.db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name not in ('sessions', 'rate_limits')
        order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  return result.rows.map((r) => r.table_name);
};

/** One team workspace with an admin and a non-admin member, on an app without workers. */
export const usePermissionMatrix = (): MatrixKit => {
  const t = useTestApp({
    workers: false,
    // WhatsApp needs a text provider to be offered at all; with no workers nothing is sent.
    env: {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC0123',
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_FROM: '+15005550006',
      TWILIO_BASE_URL: 'http://127.0.0.1:9',
    },
  });
  const kit = { t } as MatrixKit;
  beforeAll(async () => {
    const stamp = Date.now();
    const admin = await quickUser(t, 'Ada Admin', `ada-${stamp}@example.com`);
    const member = await quickUser(t, 'Max Member', `max-${stamp}@example.com`);
    const created = await call(t.app, 'POST', '/app/accounts', {
      session: admin,
      body: { data: { name: 'Matrix team' } },
    });
    const team = (created.data.data as { account: { key: string } }).account.key;
    const memberUa = await addMember(t.ctx, member.user_key, team);
    // The instance's code secret is made on first use, whoever asks; made now, so that a
    // snapshot compares what a call does and not what the instance sets up once.
    await verificationCodeKey(t.ctx.db);
    const tables = await tablesOf(t);
    Object.assign(kit, {
      admin,
      member,
      memberUa,
      team,
      memberPersonal: await accountKeyOf(t.ctx, member),
      asMember: (method: Method, url: string, body?: unknown) =>
        call(t.app, method, url, {
          session: member,
          headers: { [HEADERS.userAccountKey]: memberUa, accept: 'application/json' },
          ...(body === undefined ? {} : { body }),
        }),
      pack: (input: Partial<SeedPack> = {}) =>
        seedPack(t.ctx, { createdBy: member.user_key, accountKey: team, ...input }),
      setFlags: async (off: readonly PermissionPath[], on: readonly PermissionPath[] = []) => {
        let overrides: PermissionOverrides = {};
        for (const path of on) overrides = withOverride(overrides, path, true);
        for (const path of off) overrides = withOverride(overrides, path, false);
        await setPermissions(t.ctx, memberUa, overrides);
      },
      snapshot: async () => {
        const parts: string[] = [];
        for (const table of tables) {
          const result = (await t.ctx.db.execute(
            sql`select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h
                from ${sql.identifier(table)} r`,
          )) as unknown as { rows: { h: string }[] };
          parts.push(`${table}:${result.rows[0]!.h}`);
        }
        return parts.join('\n');
      },
    } satisfies Omit<MatrixKit, 't'>);
  });
  return kit;
};
