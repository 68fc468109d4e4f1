import { vi } from 'vitest';

/**
 * The browser's fetch boundary, faked: handlers keyed 'METHOD /path' (no query) answer JSON.
 * Everything else in the app under test is the real code.
 */
export type FakeRequest = {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
};

export type FakeAnswer = {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
};

export type FakeHandlers = Record<string, (request: FakeRequest) => FakeAnswer | Response>;

export const jsonResponse = ({ status = 200, body = {}, headers = {} }: FakeAnswer): Response =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** What a fetch made with redirect:'manual' resolves to when the server answers 302. */
export const opaqueRedirect = (): Response =>
  ({
    type: 'opaqueredirect',
    status: 0,
    ok: false,
    headers: new Headers(),
    text: () => Promise.resolve(''),
  }) as unknown as Response;

const isResponse = (answer: FakeAnswer | Response): answer is Response =>
  typeof (answer as Response).text === 'function';

const toFakeRequest = (input: RequestInfo | URL, init?: RequestInit): FakeRequest => {
  const url = new URL(String(input), 'http://localhost');
  return {
    method: init?.method ?? 'GET',
    path: url.pathname,
    search: url.search,
    headers: new Headers(init?.headers),
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  };
};

export const fakeFetch = (handlers: FakeHandlers) =>
  vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = toFakeRequest(input, init);
    const handler = handlers[`${request.method} ${request.path}`];
    if (!handler)
      return jsonResponse({ status: 404, body: { success: false, message: 'Not found.' } });
    const answer = handler(request);
    return isResponse(answer) ? answer : jsonResponse(answer);
  });

/** Installs handlers as the global fetch the app's api client calls. */
export const stubServer = (handlers: FakeHandlers) => {
  const fetch = fakeFetch(handlers);
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

export const requestsTo = (fetch: ReturnType<typeof fakeFetch>, key: string): FakeRequest[] =>
  fetch.mock.calls
    .map(([input, init]) => toFakeRequest(input, init))
    .filter((request) => `${request.method} ${request.path}` === key);
