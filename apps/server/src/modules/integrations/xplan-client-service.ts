import {
  classifyClientSearch,
  glueOf,
  INTEGRATION_MESSAGES,
  XPLAN_FRAGMENT_PATHS,
  XPLAN_FRAGMENTS,
  type XplanClientCategories,
  type XplanClientData,
  type XplanClientSummary,
  type XplanFragment,
} from '@quire/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { integrationConfigurations } from '../../db/schema.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { MESSAGES } from '@quire/domain';
import type { Auth } from '../../plugins/request-context.ts';
import { findIntegration, type IntegrationRow } from './integration-repository.ts';
import { recordsOf, toCategories, toClientSummary, XPLAN_CLIENT_FIELDS } from './xplan-answers.ts';
import { getResourceful, XPLAN_PATHS, XplanError } from './xplan-http.ts';
import { withXplanToken } from './xplan-session.ts';

const SEARCH_PAGE_SIZE = 20;

/**
 * The workspace's XPLAN connection a member reads through: the one named, else the newest active one, else the newest (to say it needs connecting).
 * Any member may read (senders prefill their packs); only admins configure (ADR 0052).
 */
export const activeXplanOf = async (
  ctx: AppContext,
  auth: Auth,
  configurationId: string | undefined,
): Promise<IntegrationRow> => {
  if (!auth.userAccount) throw forbidden(MESSAGES.notWorkspaceMember);
  const accountKey = auth.userAccount.account_key;
  const row = configurationId
    ? await findIntegration(ctx.db, accountKey, configurationId)
    : (
        await ctx.db
          .select()
          .from(integrationConfigurations)
          .where(
            and(
              eq(integrationConfigurations.account_key, accountKey),
              eq(integrationConfigurations.integration_id, 'xplan'),
              isNull(integrationConfigurations.deleted_at),
            ),
          )
          .orderBy(
            desc(integrationConfigurations.is_active),
            desc(integrationConfigurations.date_created),
          )
          .limit(1)
      )[0];
  if (!row) throw notFound(INTEGRATION_MESSAGES.notFound);
  if (!row.is_active) throw new AppError(409, INTEGRATION_MESSAGES.notActive);
  return row;
};

/**
 * GET /app/integrations/xplan/connection: the workspace's connected XPLAN a member may read
 * through (its id and name), or null; for screens that offer XPLAN clients (bulk sends), since
 * members cannot list configurations.
 */
export const xplanConnectionOf = async (
  ctx: AppContext,
  auth: Auth,
): Promise<{ integration_configuration_id: string; name: string } | null> => {
  try {
    const row = await activeXplanOf(ctx, auth, undefined);
    return { integration_configuration_id: row.key, name: row.name };
  } catch (error) {
    if (error instanceof AppError && (error.statusCode === 404 || error.statusCode === 409))
      return null;
    throw error;
  }
};

/** §8: XPLAN's 401 (after a refresh), 5xx and timeouts all read 'An error occurred while fetching client data.' */
const providerCall = async <T>(
  ctx: AppContext,
  row: IntegrationRow,
  run: Parameters<typeof withXplanToken<T>>[2],
) => {
  try {
    return await withXplanToken(ctx, row, run);
  } catch (error) {
    if (!(error instanceof XplanError)) throw error;
    ctx.log.warn({ err: error, integration: row.key, kind: error.kind }, 'XPLAN call failed');
    throw new AppError(
      error.kind === 'timeout' ? 504 : 502,
      INTEGRATION_MESSAGES.clientDataFailed,
      error.kind === 'unauthorized' ? { reconnect: true } : {},
    );
  }
};

export const clientCategories = async (
  ctx: AppContext,
  auth: Auth,
  configurationId?: string,
): Promise<XplanClientCategories> => {
  const row = await activeXplanOf(ctx, auth, configurationId);
  return providerCall(ctx, row, async (site, token) =>
    toCategories(await getResourceful(site, token, XPLAN_PATHS.clientTypes)),
  );
};

const notFoundIsEmpty = async <T>(run: () => Promise<T>, empty: T): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    if (error instanceof XplanError && error.kind === 'not_found') return empty;
    throw error;
  }
};

/** §7 get_available_clients: by name (XPLAN quicksearch) or, for a number, by client id. */
export const availableClients = async (
  ctx: AppContext,
  auth: Auth,
  searchTerm: string,
  configurationId?: string,
): Promise<XplanClientSummary[]> => {
  const search = classifyClientSearch(searchTerm);
  if (search.kind === 'too_short') throw badRequest(INTEGRATION_MESSAGES.searchTooShort);
  const row = await activeXplanOf(ctx, auth, configurationId);
  const fields = XPLAN_CLIENT_FIELDS;
  return providerCall(ctx, row, async (site, token) => {
    const answer =
      search.kind === 'id'
        ? await notFoundIsEmpty(
            () =>
              getResourceful(site, token, `${XPLAN_PATHS.clients}/${search.clientId}`, { fields }),
            null,
          )
        : await getResourceful(site, token, XPLAN_PATHS.clients, {
            fields,
            params: { quicksearch: search.term, page_size: String(SEARCH_PAGE_SIZE) },
          });
    const records =
      search.kind === 'id'
        ? answer
          ? [{ entity_id: search.clientId, ...(answer as object) }]
          : []
        : recordsOf(answer);
    return records.flatMap((r) => toClientSummary(r) ?? []);
  });
};

/** §7 get_client_data: the client and each asked fragment (all 13 when none named), with glue. */
export const clientData = async (
  ctx: AppContext,
  auth: Auth,
  input: { clientId: number; fragments?: readonly XplanFragment[]; configurationId?: string },
): Promise<XplanClientData> =>
  clientDataThrough(ctx, await activeXplanOf(ctx, auth, input.configurationId), input);

/** One client's data read through a connection already resolved (a bulk send's run has no caller). */
export const clientDataThrough = async (
  ctx: AppContext,
  row: IntegrationRow,
  input: { clientId: number; fragments?: readonly XplanFragment[] },
): Promise<XplanClientData> => {
  const fragments = input.fragments ?? XPLAN_FRAGMENTS;
  const base = `${XPLAN_PATHS.clients}/${input.clientId}`;
  const data = await providerCall(ctx, row, async (site, token) => {
    const client = await notFoundIsEmpty(
      () => getResourceful(site, token, base, { fields: XPLAN_CLIENT_FIELDS }),
      null,
    );
    if (!client || typeof client !== 'object') return null;
    const lists = await Promise.all(
      fragments.map(async (fragment) =>
        recordsOf(
          await notFoundIsEmpty(
            () => getResourceful(site, token, `${base}/${XPLAN_FRAGMENT_PATHS[fragment]}`),
            [],
          ),
        ),
      ),
    );
    const out: XplanClientData['data'] = {
      client: { ...(client as Record<string, unknown>), entity_id: input.clientId },
    };
    fragments.forEach((fragment, i) => (out[fragment] = lists[i]));
    return out;
  });
  if (!data) throw notFound(INTEGRATION_MESSAGES.clientDataFailed);
  return { data, glue: glueOf(data) };
};
