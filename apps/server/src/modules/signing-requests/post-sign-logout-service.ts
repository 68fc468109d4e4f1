import type { AppContext } from '../../app-context.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { findLiveSession, revokeSession } from '../auth/session-repository.ts';
import { loadVisibleDocument } from '../documents/document-access-service.ts';
import { finalCopyNoticeFor } from '../final-copies/final-copy-notice.ts';
import { postSignBrandParams, type FinalCopyNotice, type PackBranding } from '@quire/domain';
import { brandingForPack } from '../branding/pack-branding.ts';
import { embeddedPostSignPage } from '../embed/embedded-post-sign.ts';
import {
  offerPostSignPassword,
  postSignPasswordParams,
  type PostSignPasswordOffer,
} from './post-sign-password-offer.ts';

/** §2 /post_sign_logout query: where the signing screen sends the browser once the signer is done. */
export type PostSignQuery = {
  post_sign_url?: string | undefined;
  is_rejected?: string | undefined;
  signer_details_changed?: string | undefined;
  document_key?: string | undefined;
  signatory_key?: string | undefined;
  sign_later?: string | undefined;
  is_embedded?: string | undefined;
  session_token?: string | undefined;
  /** With is_embedded: the partner page's origin the signing page was opened for. */
  parent_origin?: string | undefined;
};

export type PostSignOutcome = {
  location: string;
  endedSignerSession: boolean;
  /** The post-signing password offer's token, for its cookie (ADR 0032). */
  offerToken: string | null;
  /** The page stays in a partner's frame: its cookies were partitioned ones (embed-cookies.ts). */
  embedded: boolean;
};

/**
 * The web app's post-signing modal, told what happened (§2 #post_sign), for a signer who
 * finished how their signed copy will arrive (copy_channel, copy_to masked, copy_complete), the
 * pack's theme, and the post-signing password offer (ADR 0032): the page comes after the session
 * ends and cannot ask for them.
 */
const postSignModal = (
  query: PostSignQuery,
  notice: FinalCopyNotice | null,
  branding: PackBranding | null,
  offer: PostSignPasswordOffer | null,
): string => {
  const params = new URLSearchParams();
  for (const name of ['document_key', 'is_rejected', 'sign_later'] as const) {
    const value = query[name];
    if (value !== undefined) params.set(name, value);
  }
  if (notice) {
    params.set('copy_channel', notice.channel);
    if (notice.to) params.set('copy_to', notice.to);
    params.set('copy_complete', String(notice.complete));
  }
  for (const [name, value] of postSignBrandParams(branding)) params.set(name, value);
  for (const [name, value] of postSignPasswordParams(offer)) params.set(name, value);
  const search = params.toString();
  return search ? `/#post_sign?${search}` : '/#post_sign';
};

/**
 * The pack's configured post_signing_url when the caller names exactly that (and may see the
 * pack): never an address the query alone chose, so the route is no open redirect.
 */
const configuredDestination = async (
  ctx: AppContext,
  who: Auth | null,
  query: PostSignQuery,
): Promise<string | null> => {
  if (!who || !query.post_sign_url || !query.document_key) return null;
  const found = await loadVisibleDocument(ctx.db, who, query.document_key).catch(() => null);
  const configured = found?.pack.post_signing_url;
  if (!configured || configured !== query.post_sign_url) return null;
  return /^https?:\/\//i.test(configured) ? configured : null;
};

/** The theme of the pack the caller may see (none for anyone else: it would reveal whose it is). */
const brandingOfVisiblePack = async (
  ctx: AppContext,
  who: Auth | null,
  documentKey: string | undefined,
): Promise<PackBranding | null> => {
  if (!who || !documentKey) return null;
  const found = await loadVisibleDocument(ctx.db, who, documentKey).catch(() => null);
  return found ? brandingForPack(ctx.db, found.pack) : null;
};

/** The signer session a token names (an embedded page may have no cookie); browsing ones are not ours to end. */
const signerSessionOfToken = async (
  ctx: AppContext,
  token: string | undefined,
): Promise<Auth | null> => {
  if (!token) return null;
  const live = await findLiveSession(ctx.database, token, undefined);
  if (!live || live.session.can_browse) return null;
  return { session: live.session, user: live.user, userAccount: null, workspaceNamed: false };
};

/**
 * GET /post_sign_logout: a signer (non-browsing) session ends here, from its cookie or the
 * query's session_token; a browsing session is left alone. Then the browser goes to the pack's
 * post-signing URL, or to the post-signing modal.
 */
export const postSignLogout = async (
  ctx: AppContext,
  auth: Auth | null,
  query: PostSignQuery,
): Promise<PostSignOutcome> => {
  const fromToken = await signerSessionOfToken(ctx, query.session_token);
  const who = auth ?? fromToken;
  const finished = query.is_rejected !== 'true' && query.sign_later !== 'true';
  const notice =
    who && finished && query.document_key
      ? await finalCopyNoticeFor(ctx, who.user, query.document_key, query.signatory_key)
      : null;
  const ending = [auth, fromToken].filter((a): a is Auth => a !== null && !a.session.can_browse);
  // In a partner's frame the outcome goes to the partner page (embedded-post-sign.ts), which
  // decides where its own page goes next: never a navigation away inside the frame.
  const embedded =
    query.is_embedded === 'true'
      ? await embeddedPostSignPage(ctx, query.document_key, query.parent_origin)
      : null;
  const destination = embedded ? null : await configuredDestination(ctx, who, query);
  // Only a signer session that signed, on Quire's own page: a pack that sends the signer
  // elsewhere, or a page embedded in another site, offers nothing.
  const signer = ending[0];
  const offered = signer && finished && !destination && query.is_embedded !== 'true';
  const offer = offered ? await offerPostSignPassword(ctx, signer.user) : null;
  const modal = postSignModal(
    query,
    notice,
    await brandingOfVisiblePack(ctx, who, query.document_key),
    offer,
  );
  const location = destination ?? (embedded ? embedded.withModal(modal, query) : modal);
  for (const signer of ending) await revokeSession(ctx.db, signer.session.key);
  return {
    location,
    endedSignerSession: ending.length > 0,
    offerToken: offer?.kind === 'choose_password' ? offer.token : null,
    embedded: embedded !== null,
  };
};
