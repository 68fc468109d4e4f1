/**
 * The API details modal (§2, `can_view_api_details`): a pack's ids and ready-to-copy requests
 * against the public API. Built here so the server answers the same text the docs describe.
 */
export const PUBLIC_API_PATH = '/api/v1';

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

/**
 * The requests an integrator starts with: an access token from their application (or an API key
 * in QUIRE_TOKEN), then this pack read back. `publicUrl` has no trailing slash.
 */
export const apiDetailsOf = (publicUrl: string, pack: ApiDetailsPack): ApiDetails => {
  const base = `${publicUrl}${PUBLIC_API_PATH}`;
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
  if (pack.document_type !== 'template')
    requests.push(bearerRequest('List this document’s events', `${self}/events`));
  return { ...pack, api_base_url: base, token_url: tokenUrl, requests };
};
