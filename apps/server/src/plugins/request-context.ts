import type { Permissions } from '@quire/domain';
import type { AppContext } from '../app-context.ts';
import type { SessionRow, UserRow } from '../modules/auth/session-repository.ts';
import type { IdempotencyId } from '../modules/public-api/idempotency-repository.ts';

/** Who is asking: set by the session plugin on every request that carries a live session. */
export type Auth = {
  session: SessionRow;
  user: UserRow;
  /** The selected workspace membership (user_account_key header, else the user's default). */
  userAccount: {
    key: string;
    account_key: string;
    is_admin: boolean;
    permissions: Permissions;
  } | null;
  /**
   * Whether the request named its workspace (the user_account_key header). Requests the browser
   * makes by itself (page images, downloads) carry only the cookie, so they fall back to the
   * default workspace; document access then judges them by the document's own workspace.
   */
  workspaceNamed: boolean;
  /** The user's number of teams, read with the session on routes that say `config.teamCount`. */
  numberOfTeams?: number;
  /**
   * Set when the caller authenticated with `Authorization: Bearer <api key>` (ADR 0031): the
   * session is then a stand-in for this request only, and the key acts in its workspace only.
   */
  apiKey?: { key: string; account_key: string } | null;
  /**
   * Set for every bearer caller, an API key or an application's access token: what the public
   * API keys rate limits and idempotency by (`key` is the API key's or the application's key).
   * Routes that refuse machine callers test this, not `apiKey`.
   */
  credential?: BearerCredential | null;
};

export type BearerCredential = {
  kind: 'api_key' | 'application';
  key: string;
  account_key: string;
};

/**
 * How a route treats sessions: 'session' needs one (the default for /app), 'public' works with
 * or without (sign-up, login, the web app), 'signed' ignores sessions altogether because a
 * signature in its URL is the authorisation (presigned uploads, like S3's), and
 * `allowSigningSession` lets the temporary non-browsing sessions of signing links through.
 */
export type RouteAuthConfig = {
  auth?: 'session' | 'public' | 'signed';
  allowSigningSession?: boolean;
  /** The session lookup also counts the user's teams (Auth.numberOfTeams): one round trip. */
  teamCount?: boolean;
};

/** Who may frame a route's responses (plugins/framing.ts): nobody unless it says so. */
export type Framing = 'none' | 'same_origin';
type FramingConfig = { framing?: Framing };

declare module 'fastify' {
  interface FastifyInstance {
    quire: AppContext;
  }
  interface FastifyRequest {
    auth: Auth | null;
    /**
     * On the public API: set when this request owns an Idempotency-Key, whose answer is then kept
     * for the retries (modules/public-api/idempotency.ts).
     */
    idempotency: IdempotencyId | null;
  }
  interface FastifyContextConfig extends RouteAuthConfig, FramingConfig {}
  interface FastifyReply {
    /** The one partner origin an embed page checked (plugins/framing.ts); null elsewhere. */
    frameAncestor: string | null;
  }
}
