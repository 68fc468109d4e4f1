import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  HEADERS,
  LOGIN_URL,
  MESSAGES,
  PUBLIC_API_BASE,
  SESSION_COOKIE,
  bearerCredentialKind,
  bearerTokenOf,
} from '@quire/domain';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import { hashSecret } from '../lib/ids.ts';
import { toUserAccount } from '../modules/accounts/account-repository.ts';
import { authFromApiKey } from '../modules/api-keys/api-key-auth.ts';
import { authFromApplicationToken } from '../modules/applications/application-token-auth.ts';
import { findLiveSession, touchSession } from '../modules/auth/session-repository.ts';
import { embeddedEditorMembership } from '../modules/embed/embed-editor-scope.ts';
import type { Auth } from './request-context.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Where `Authorization: Bearer` is read: the web API and the public REST API (docs/api-public.md). */
const BEARER_PREFIXES = ['/app/', `${PUBLIC_API_BASE}/`];

const headerValue = (request: FastifyRequest, name: string): string | undefined => {
  const v = request.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.length > 0 ? s : undefined;
};

const sameSecret = (given: string, storedHash: string): boolean => {
  const a = Buffer.from(hashSecret(given), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The request contract of spec §7/§8. A session comes from the `session_token` header (the API
 * client) or the HttpOnly cookie (downloads and page loads). A state-changing call made with a
 * session must carry the matching `xsrf_token` header: the cookie alone never suffices, which is
 * what defeats cross-site request forgery. Routes under /app need a session unless they say
 * `config.auth = 'public'`. On /app and the public API, `Authorization: Bearer` with an API key
 * (api-key-auth.ts, ADR 0031) or an application's access token (application-token-auth.ts)
 * stands in for a session; the token's prefix says which it is.
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    const routeConfig = request.routeOptions.config;
    const url = request.routeOptions.url ?? '';
    const mode = routeConfig.auth ?? (url.startsWith('/app/') ? 'session' : 'public');
    if (mode === 'signed') return;
    const { db, database } = app.quire;

    const requestedKey = headerValue(request, HEADERS.userAccountKey);
    const bearer = bearerTokenOf(headerValue(request, 'authorization'));
    if (bearer && BEARER_PREFIXES.some((prefix) => url.startsWith(prefix))) {
      // No xsrf check: a browser never attaches this header by itself, so a forged cross-site
      // request cannot carry it (ADR 0031). A bad credential is refused even on public routes.
      request.auth =
        bearerCredentialKind(bearer) === 'application'
          ? await authFromApplicationToken(app.quire, bearer, requestedKey)
          : await authFromApiKey(app.quire, bearer, requestedKey);
      return;
    }

    const token = headerValue(request, HEADERS.sessionToken) ?? request.cookies[SESSION_COOKIE];
    let found = token
      ? await findLiveSession(database, token, requestedKey, routeConfig.teamCount === true)
      : undefined;
    const embedPack = found?.session.embed_document_key;
    if (token && found && embedPack) {
      // An embedded editor session (ADR 0041) is nobody on pages and public routes, and on /app
      // only its pack's editor, as the user's membership of that pack's workspace.
      if (!url.startsWith('/app/')) return;
      const session = { ...found.session, embed_document_key: embedPack };
      const membershipKey = await embeddedEditorMembership(db, session, request);
      found = await findLiveSession(database, token, membershipKey);
      if (!found) throw unauthorized(MESSAGES.sessionExpired, { redirect_url: LOGIN_URL });
    }

    if (!found) {
      if (mode === 'session') {
        throw unauthorized(token ? MESSAGES.sessionExpired : MESSAGES.loginRequired, {
          redirect_url: LOGIN_URL,
        });
      }
      return;
    }
    if (!found.session.can_browse && mode === 'session' && !routeConfig.allowSigningSession) {
      throw unauthorized(MESSAGES.notAuthorized);
    }
    if (!SAFE_METHODS.has(request.method)) {
      const xsrf = headerValue(request, HEADERS.xsrfToken);
      if (!xsrf || !sameSecret(xsrf, found.session.xsrf_token_hash))
        throw forbidden(MESSAGES.xsrfInvalid);
    }

    const membership =
      found.membership && toUserAccount(found.membership.ua, found.membership.account);
    if (requestedKey && !membership) throw forbidden(MESSAGES.notWorkspaceMember);

    const auth: Auth = {
      session: found.session,
      user: found.user,
      userAccount: membership
        ? {
            key: membership.key,
            account_key: membership.account_key,
            is_admin: membership.is_admin,
            permissions: membership.permissions,
          }
        : null,
      workspaceNamed: Boolean(requestedKey) || Boolean(embedPack),
      ...(found.numberOfTeams === undefined ? {} : { numberOfTeams: found.numberOfTeams }),
    };
    request.auth = auth;
    await touchSession(db, found.session);
  });
});

/** The caller's auth on a route that requires a session (the hook has already refused others). */
export const requireAuth = (request: FastifyRequest): Auth => {
  if (!request.auth) throw unauthorized(MESSAGES.loginRequired, { redirect_url: LOGIN_URL });
  return request.auth;
};
