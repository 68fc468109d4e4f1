import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local XPLAN site for tests and development: it speaks the protocol Quire speaks to Iress
 * XPLAN (modules/integrations/xplan-http.ts): the OAuth 2.0 authorisation page and token
 * endpoint (authorization_code and refresh_token grants, RFC 6749 errors), and the resourceful
 * client entity, its fragments and the client-type list, behind Bearer tokens and the
 * X-Xplan-App-Id header, with 401 and 500 answers. Real HTTP, no Quire code: what Quire sends
 * is what a real site would get. `npm run xplan:dev` starts one (docs/api-integrations.md).
 */
export type XplanClientSeed = {
  entity_id: number;
  fields: Record<string, unknown>;
  fragments?: Record<string, Record<string, unknown>[]>;
};

export type XplanProtocolServer = {
  url: string;
  /** host:port, for XPLAN_EXTRA_SITE_HOSTS. */
  host: string;
  appId: string;
  appSecret: string;
  /** Every request, in order: method, path with query, and whether a Bearer token was sent. */
  calls: { method: string; path: string; bearer: string | null }[];
  /** Access tokens issued so far are expired from now on (a token lapsing mid-session). */
  expireAccessTokens: () => void;
  /** Refresh tokens are refused from now on (the grant revoked in XPLAN). */
  revokeRefreshTokens: () => void;
  /** The next resourceful answer is this status (401 or 500) with XPLAN's error body. */
  failNext: (status: 401 | 500) => void;
  /** The next resourceful answer comes after this many milliseconds. */
  delayNext: (ms: number) => void;
  close: () => Promise<void>;
};

export const SAMPLE_XPLAN_CLIENTS: XplanClientSeed[] = [
  {
    entity_id: 4021,
    fields: {
      title: 'Ms',
      first_name: 'Thandi',
      last_name: 'Mokoena',
      preferred_name: 'Thandi',
      birth_date: '1984-03-09',
      client_type: 'individual',
      client_category: 'retail',
    },
    fragments: {
      address: [
        {
          address_type: 'Residential',
          street: '12 Kloof Street',
          city: 'Cape Town',
          postcode: '8001',
          country: 'South Africa',
        },
      ],
      contact: [
        { contact_type: 'Email', value: 'thandi.mokoena@example.com', preferred: true },
        { contact_type: 'Mobile', value: '+27 82 555 0101', preferred: false },
      ],
      dependant: [{ first_name: 'Lwazi', last_name: 'Mokoena', birth_date: '2015-06-01' }],
      asset: [
        {
          description: 'Family home',
          asset_type: 'Property',
          value: { _val: 2450000, _type: 'Currency' },
        },
      ],
      liability: [{ description: 'Home loan', balance: { _val: 1200000, _type: 'Currency' } }],
      income: [
        {
          description: 'Salary',
          amount: { _val: 780000, _type: 'Currency' },
          frequency: 'Annually',
        },
      ],
      goal: [{ description: 'Retire at 60', target_date: '2044-03-09' }],
      insurance: [
        {
          policy_type: 'Life cover',
          provider: 'Sanlam',
          sum_insured: { _val: 3000000, _type: 'Currency' },
        },
      ],
      life: [{ smoker: false, occupation: 'Engineer' }],
      medical: [{ scheme: 'Discovery Health', plan: 'Classic Comprehensive' }],
      pension: [{ fund: 'Employer pension fund', balance: { _val: 910000, _type: 'Currency' } }],
      portfolio_position: [
        { code: 'STX40', units: 1200, value: { _val: 96000, _type: 'Currency' } },
      ],
      retirement_income: [
        { description: 'Living annuity', amount: { _val: 25000, _type: 'Currency' } },
      ],
    },
  },
  {
    entity_id: 4022,
    fields: {
      title: 'Mr',
      first_name: 'Pieter',
      last_name: 'van der Merwe',
      client_type: 'individual',
      client_category: 'private',
    },
    fragments: {
      contact: [{ contact_type: 'Email', value: 'pieter@example.com', preferred: true }],
    },
  },
  {
    entity_id: 5100,
    fields: {
      entity_name: 'Mokoena Family Trust',
      client_type: 'trust',
      client_category: 'family',
    },
  },
];

const CLIENT_TYPES = [
  {
    id: 'individual',
    name: 'Individual',
    subtypes: [
      { id: 'retail', name: 'Retail' },
      { id: 'private', name: 'Private client' },
    ],
  },
  { id: 'trust', name: 'Trust', subtypes: [{ id: 'family', name: 'Family trust' }] },
  { id: 'company', name: 'Company', subtypes: [] },
];

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const authorisePage = (
  params: URLSearchParams,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>XPLAN · Authorise app</title></head>
<body style="font-family:system-ui,sans-serif;max-width:30rem;margin:3rem auto;padding:0 1rem">
<h1>Local XPLAN site</h1><p>Do you want to allow <strong>Quire</strong> to access your XPLAN data?</p>
<form method="post" action="/oauth2/auth/decide">
${['client_id', 'redirect_uri', 'state'].map((n) => `<input type="hidden" name="${n}" value="${escapeHtml(params.get(n) ?? '')}">`).join('')}
<button name="decision" value="yes" type="submit">Yes</button>
<button name="decision" value="no" type="submit">No</button></form></body></html>`;

export const startXplanProtocolServer = async (
  options: {
    port?: number;
    appId?: string;
    appSecret?: string;
    accessTokenTtlSeconds?: number;
    clients?: XplanClientSeed[];
  } = {},
): Promise<XplanProtocolServer> => {
  const appId = options.appId ?? 'quire-local-app';
  const appSecret = options.appSecret ?? 'local-app-secret';
  const ttl = options.accessTokenTtlSeconds ?? 3600;
  const clients = options.clients ?? SAMPLE_XPLAN_CLIENTS;
  const codes = new Map<string, { redirectUri: string }>();
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const calls: XplanProtocolServer['calls'] = [];
  let nextFailure: 401 | 500 | null = null;
  let nextDelay = 0;

  const issue = (response: ServerResponse) => {
    const access = randomBytes(24).toString('hex');
    const refresh = randomBytes(24).toString('hex');
    accessTokens.set(access, Date.now() + ttl * 1000);
    refreshTokens.add(refresh);
    json(response, 200, {
      access_token: access,
      token_type: 'Bearer',
      expires_in: ttl,
      refresh_token: refresh,
    });
  };

  const token = async (request: IncomingMessage, response: ServerResponse) => {
    const form = new URLSearchParams(await readBody(request));
    if (form.get('client_id') !== appId || form.get('client_secret') !== appSecret)
      return json(response, 401, {
        error: 'invalid_client',
        error_description: 'Client authentication failed.',
      });
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!code || code.redirectUri !== form.get('redirect_uri'))
        return json(response, 400, {
          error: 'invalid_grant',
          error_description: 'The authorisation code is invalid or was used.',
        });
      return issue(response);
    }
    if (grant === 'refresh_token') {
      const refresh = form.get('refresh_token') ?? '';
      if (!refreshTokens.delete(refresh))
        return json(response, 400, {
          error: 'invalid_grant',
          error_description: 'The refresh token is invalid.',
        });
      return issue(response);
    }
    return json(response, 400, {
      error: 'unsupported_grant_type',
      error_description: 'Unsupported grant type.',
    });
  };

  const resourceful = async (
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    bearer: string | null,
  ) => {
    if (nextDelay) {
      const wait = nextDelay;
      nextDelay = 0;
      await new Promise((r) => setTimeout(r, wait));
    }
    const expiry = bearer ? accessTokens.get(bearer) : undefined;
    if (
      nextFailure === 401 ||
      !expiry ||
      expiry <= Date.now() ||
      request.headers['x-xplan-app-id'] !== appId
    ) {
      nextFailure = null;
      return json(response, 401, {
        status: 401,
        message: 'Unauthorised: the access token is invalid or expired.',
      });
    }
    if (nextFailure === 500) {
      nextFailure = null;
      return json(response, 500, { status: 500, message: 'Internal server error' });
    }
    const parts = url.pathname.replace(/^\/resourceful\//, '').split('/');
    if (parts.join('/') === 'entity/client_type') return json(response, 200, CLIENT_TYPES);
    if (parts[0] !== 'entity' || parts[1] !== 'client-v3')
      return json(response, 404, { status: 404, message: 'Not found' });
    const pick = (c: XplanClientSeed) => ({ entity_id: c.entity_id, ...c.fields });
    if (parts.length === 2) {
      const term = (url.searchParams.get('quicksearch') ?? '').toLowerCase();
      const size = Number(url.searchParams.get('page_size') ?? 50);
      const found = clients.filter((c) =>
        [c.fields.first_name, c.fields.last_name, c.fields.preferred_name, c.fields.entity_name]
          .filter((v): v is string => typeof v === 'string')
          .some(
            (v) =>
              v.toLowerCase().includes(term) ||
              `${c.fields.first_name} ${c.fields.last_name}`.toLowerCase().includes(term),
          ),
      );
      return json(response, 200, found.slice(0, size).map(pick));
    }
    const client = clients.find((c) => String(c.entity_id) === parts[2]);
    if (!client) return json(response, 404, { status: 404, message: 'Entity not found' });
    if (parts.length === 3) return json(response, 200, client.fields);
    if (parts.length === 4) return json(response, 200, client.fragments?.[parts[3]!] ?? []);
    return json(response, 404, { status: 404, message: 'Not found' });
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    const auth = request.headers.authorization ?? '';
    const bearer = auth.startsWith('Bearer ') ? auth.slice(7) : null;
    calls.push({ method: request.method ?? 'GET', path: url.pathname + url.search, bearer });
    if (request.method === 'GET' && url.pathname === '/health')
      return json(response, 200, { ok: true });
    if (request.method === 'GET' && url.pathname === '/oauth2/auth') {
      const p = url.searchParams;
      if (
        p.get('client_id') !== appId ||
        p.get('response_type') !== 'code' ||
        !p.get('redirect_uri')
      ) {
        response.writeHead(400, { 'content-type': 'text/plain' });
        return response.end('Unknown app or bad authorisation request.');
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(authorisePage(p));
    }
    if (request.method === 'POST' && url.pathname === '/oauth2/auth/decide') {
      const form = new URLSearchParams(await readBody(request));
      const back = new URL(form.get('redirect_uri') ?? '');
      if (form.get('state')) back.searchParams.set('state', form.get('state')!);
      if (form.get('decision') === 'yes') {
        const code = randomBytes(20).toString('base64url');
        codes.set(code, { redirectUri: form.get('redirect_uri') ?? '' });
        back.searchParams.set('code', code);
      } else back.searchParams.set('error', 'access_denied');
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }
    if (request.method === 'POST' && url.pathname === '/oauth2/token')
      return token(request, response);
    if (request.method === 'GET' && url.pathname.startsWith('/resourceful/'))
      return resourceful(request, response, url, bearer);
    json(response, 404, { status: 404, message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    appId,
    appSecret,
    calls,
    expireAccessTokens: () => {
      for (const key of accessTokens.keys()) accessTokens.set(key, 0);
    },
    revokeRefreshTokens: () => refreshTokens.clear(),
    failNext: (status) => (nextFailure = status),
    delayNext: (ms) => (nextDelay = ms),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
