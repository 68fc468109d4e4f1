import { eq } from 'drizzle-orm';
import { embedOrigins, userAccounts } from '../../db/schema.ts';
import type { MatrixKit, Scenario } from '../permissions/permission-matrix-kit.ts';
import { api, newApiKey } from '../public-api/public-api-test-kit.ts';

const flag = 'document_permissions.can_use_embedded_forms';
const ORIGIN = 'https://matrix-portal.example';

const setMemberAdmin = (k: MatrixKit, isAdmin: boolean) =>
  k.t.ctx.db
    .update(userAccounts)
    .set({ is_admin: isAdmin })
    .where(eq(userAccounts.key, k.memberUa));

/**
 * The list is an admin's to change: the member is made the team's admin for the two calls the
 * matrix makes (refused without the flag, allowed with it) and is a plain member again after.
 */
const asTeamAdmin = (
  k: MatrixKit,
  change: 'add' | 'remove',
): (() => ReturnType<MatrixKit['asMember']>) => {
  let calls = 0;
  return async () => {
    const answer = await k.asMember('POST', `/app/accounts/${k.team}/${change}_embed_origin`, {
      data: { origin: ORIGIN },
    });
    if (++calls === 2) {
      await setMemberAdmin(k, false);
      await k.t.ctx.db.delete(embedOrigins).where(eq(embedOrigins.account_key, k.team));
    }
    return answer;
  };
};

export const EMBED_SCENARIOS: Record<string, Scenario> = {
  [`${flag} POST /app/accounts/{key}/add_embed_origin`]: {
    prepare: async (k) => {
      await setMemberAdmin(k, true);
      return asTeamAdmin(k, 'add');
    },
  },
  [`${flag} POST /app/accounts/{key}/remove_embed_origin`]: {
    prepare: async (k) => {
      await setMemberAdmin(k, true);
      await k.t.ctx.db.insert(embedOrigins).values({ account_key: k.team, origin: ORIGIN });
      return asTeamAdmin(k, 'remove');
    },
  },
  [`${flag} POST /api/v1/documents/{key}/embedded_editor`]: {
    // The member's own API key for the team, whose list allows the partner's origin.
    prepare: async (k) => {
      await k.t.ctx.db
        .insert(embedOrigins)
        .values({ account_key: k.team, origin: ORIGIN })
        .onConflictDoNothing();
      const { token } = await newApiKey(k.t, k.member, k.team);
      // A key's first use records when it was last used: not the refused call's doing.
      await api(k.t, 'GET', '/api/v1/templates', token);
      const pack = await k.pack();
      return async () =>
        (await api(k.t, 'POST', `/api/v1/documents/${pack.key}/embedded_editor`, token, {
          body: { parent_origin: ORIGIN },
        })) as unknown as Awaited<ReturnType<MatrixKit['asMember']>>;
    },
  },
};
