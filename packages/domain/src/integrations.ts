import { z } from 'zod';
import { CLIENT_SEARCH_MIN_LENGTH } from './bulk-send-contracts.ts';

/**
 * Integrations (spec §1, §3, §5, §7, §8, §9; issue 17): a workspace's configured connections to
 * an external planning system. XPLAN (Iress) is the one built; its rules live here.
 */
export const INTEGRATION_IDS = ['xplan'] as const;
export type IntegrationId = (typeof INTEGRATION_IDS)[number];

/** XPLAN authorises apps with the OAuth 2.0 authorisation-code grant (its /oauth2/auth page). */
export const AUTHENTICATION_TYPES = ['oauth2'] as const;
export type AuthenticationType = (typeof AUTHENTICATION_TYPES)[number];

export const INTEGRATION_MESSAGES = {
  /** §5 */
  siteUrlInvalid: 'Incorrect XPLAN integration site url',
  /** §8: also marks the configuration deleted. */
  setupFailed: 'Error during integration setup.',
  updateFailed: 'Error updating integration.',
  /** §8 after §9's 120 s. */
  authTimedOut: 'Authentication Timed Out.',
  clientDataFailed: 'An error occurred while fetching client data.',
  fetchFailed: 'An error occurred while fetching integrations',
  /** §8 success message. */
  authenticated: 'Authenticated successfully.',
  searchTooShort: 'Type at least 2 characters to search for a client.',
  notFound: 'This integration does not exist.',
  notAdmin: 'Only workspace admins can manage integrations.',
  notActive: 'This integration is not connected. Configure it again on the Integrations screen.',
  nameRequired: 'A name for the integration is required.',
  appIdRequired: 'The XPLAN app ID is required.',
  appSecretRequired: 'The XPLAN app secret is required.',
  authorisationRefused: 'XPLAN did not authorise Quire.',
  updated: 'Integration updated.',
  deleted: 'Integration removed.',
  unknownFragment: 'Unknown client data fragment.',
  clientIdInvalid: 'A client id is a whole number.',
} as const;

/** §9 (the client search minimum, CLIENT_SEARCH_MIN_LENGTH, is shared with bulk sends). */
export const AUTHENTICATION_TIMEOUT_MS = 120_000;
export const AUTHENTICATION_CHECK_INTERVAL_MS = 1_000;

/** §7: the fixed list of client-data fragments get_client_data accepts. */
export const XPLAN_FRAGMENTS = [
  'Asset',
  'Address',
  'Contact',
  'Dependant',
  'Goal',
  'Income',
  'Insurance',
  'Liability',
  'Life',
  'Medical',
  'Pension',
  'Portfolio position',
  'RetirementIncome',
] as const;
export type XplanFragment = (typeof XPLAN_FRAGMENTS)[number];

/**
 * Hosts XPLAN sites are served from: each licensee has `<site>.xplan.iress.<region>`
 * (Australia, New Zealand, United Kingdom, South Africa).
 */
export const XPLAN_SITE_HOST =
  /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.xplan\.iress\.(?:com\.au|co\.nz|co\.uk|co\.za)$/;

/**
 * §5: an http(s) URL on the provider's host, with nothing after the site but an optional `/`.
 * `extraHosts` are `host[:port]` values an operator allowed besides (XPLAN_EXTRA_SITE_HOSTS: the
 * local protocol server in tests and development). Answers the normalised origin or null.
 */
export const normaliseXplanSiteUrl = (
  input: string,
  extraHosts: readonly string[] = [],
): string | null => {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  if (url.pathname !== '/' && url.pathname !== '') return null;
  const allowed = XPLAN_SITE_HOST.test(url.hostname) || extraHosts.includes(url.host);
  return allowed ? url.origin : null;
};

/** The host a configuration's `domain` (§3) shows: the site's host name. */
export const siteDomainOf = (siteUrl: string): string => new URL(siteUrl).host;

export type ClientSearch =
  { kind: 'too_short' } | { kind: 'id'; clientId: number } | { kind: 'name'; term: string };

/** §5/§9: at least 2 characters; a number is a client id (XPLAN's entity_id). */
export const classifyClientSearch = (raw: string): ClientSearch => {
  const term = raw.trim();
  if (term.length < CLIENT_SEARCH_MIN_LENGTH) return { kind: 'too_short' };
  if (/^\d+$/.test(term)) return { kind: 'id', clientId: Number(term) };
  return { kind: 'name', term };
};

/** What the browser sees of a configuration: §3 fields, never a token or the app secret. */
export type IntegrationConfigurationView = {
  integration_configuration_id: string;
  key: string;
  integration_id: IntegrationId;
  name: string;
  authentication_type: AuthenticationType;
  site_url: string;
  domain: string;
  /** The XPLAN app ID (public: it is sent in every authorisation URL). */
  client_id: string;
  is_active: boolean;
  delete: boolean;
  date_created: string;
  date_updated: string;
};

export const setUpIntegrationSchema = z.object({
  data: z.object({
    integration_id: z.enum(INTEGRATION_IDS).default('xplan'),
    name: z.string().trim().min(1, INTEGRATION_MESSAGES.nameRequired).max(120),
    site_url: z.string().trim().max(300),
    client_id: z.string().trim().min(1, INTEGRATION_MESSAGES.appIdRequired).max(200),
    client_secret: z.string().trim().min(1, INTEGRATION_MESSAGES.appSecretRequired).max(500),
    authentication_type: z.enum(AUTHENTICATION_TYPES).default('oauth2'),
  }),
});
export type SetUpIntegrationRequest = z.infer<typeof setUpIntegrationSchema>['data'];

export const updateIntegrationSchema = z.object({
  data: z.object({
    integration_configuration_id: z.string().min(1).max(100),
    name: z.string().trim().min(1, INTEGRATION_MESSAGES.nameRequired).max(120).optional(),
    is_active: z.boolean().optional(),
    delete: z.boolean().optional(),
  }),
});
export type UpdateIntegrationRequest = z.infer<typeof updateIntegrationSchema>['data'];

export const clientDataSchema = z.object({
  integration_configuration_id: z.string().min(1).max(100).optional(),
  client_id: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]),
  fragments: z.array(z.enum(XPLAN_FRAGMENTS)).min(1).max(XPLAN_FRAGMENTS.length).optional(),
});

/** One client as get_available_clients answers it (§7 data[name, entity_id]). */
export type XplanClientSummary = { name: string; entity_id: number };

/** §7 get_xplan_client_categories: XPLAN's client types and their subtypes. */
export type XplanClientCategories = {
  types: { id: string; name: string }[];
  subtypes: { id: string; name: string; type_id: string }[];
};

/**
 * §7 get_client_data: `data` holds each asked fragment's records; `glue` the flat values a
 * mapping reads (`client.first_name`, `address.0.city`, …): the source the document mapping and
 * prefill use.
 */
export type XplanClientData = {
  data: { client: Record<string, unknown> } & Partial<
    Record<XplanFragment, Record<string, unknown>[]>
  >;
  glue: Record<string, string>;
};
