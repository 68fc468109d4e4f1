/**
 * The API details modal (§2, `can_view_api_details`): a pack's ids and ready-to-copy requests
 * against the public API. Built here so the server answers the same text the docs describe.
 */
import { PUBLIC_API_BASE } from './public-api.ts';

export type ApiDetailsPack = {
  key: string;
  document_name: string;
  document_type: string;
  status: string;
  documents: { key: string; document_name: string }[];
  signatories: { uuid: string; name: string; email: string | null; role: string }[];
};

export type ApiDetailsRequest = {
  title: string;
  method: 'GET' | 'POST';
  url: string;
  curl: string;
};

export type ApiDetails = ApiDetailsPack & {
  api_base_url: string;
  token_url: string;
  requests: ApiDetailsRequest[];
};

/** POSIX shell single-quoting: the copied line runs as is, whatever the ids contain. */
const shellQuote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

const TOKEN_PLACEHOLDER = '$QUIRE_TOKEN';

const bearerRequest = (title: string, url: string): ApiDetailsRequest => ({
  title,
  method: 'GET',
  url,
  curl: `curl -H "Authorization: Bearer ${TOKEN_PLACEHOLDER}" ${shellQuote(url)}`,
});

/** A document from this template: a signer for each of its roles, to be filled in. */
const fromTemplateRequest = (self: string, pack: ApiDetailsPack): ApiDetailsRequest => {
  const url = `${self}/documents`;
  const roles = [...new Set(pack.signatories.map((s) => s.role))];
  const body = {
    name: pack.document_name,
    signers: Object.fromEntries(
      roles.map((role) => [role, { name: 'Full name', email: 'name@example.com' }]),
    ),
    send: false,
  };
  return {
    title: 'Create a document from this template',
    method: 'POST',
    url,
    curl:
      `curl -X POST -H "Authorization: Bearer ${TOKEN_PLACEHOLDER}" ` +
      `-H 'Content-Type: application/json' -d ${shellQuote(JSON.stringify(body))} ${shellQuote(url)}`,
  };
};

/**
 * The requests an integrator starts with: an access token from their application (or an API key
 * in QUIRE_TOKEN), then this pack read back. `publicUrl` has no trailing slash.
 */
export const apiDetailsOf = (publicUrl: string, pack: ApiDetailsPack): ApiDetails => {
  const base = `${publicUrl}${PUBLIC_API_BASE}`;
  const tokenUrl = `${base}/oauth/token`;
  const collection = pack.document_type === 'template' ? 'templates' : 'documents';
  const self = `${base}/${collection}/${encodeURIComponent(pack.key)}`;
  const requests: ApiDetailsRequest[] = [
    {
      title: 'Get an access token (your application’s client id and secret)',
      method: 'POST',
      url: tokenUrl,
      curl: `curl -u "$QUIRE_CLIENT_ID:$QUIRE_CLIENT_SECRET" -d grant_type=client_credentials ${shellQuote(tokenUrl)}`,
    },
    bearerRequest(
      pack.document_type === 'template' ? 'Read this template' : 'Read this document',
      self,
    ),
  ];
  if (pack.document_type === 'template') requests.push(fromTemplateRequest(self, pack));
  else requests.push(bearerRequest('List this document’s events', `${self}/events`));
  return { ...pack, api_base_url: base, token_url: tokenUrl, requests };
};
