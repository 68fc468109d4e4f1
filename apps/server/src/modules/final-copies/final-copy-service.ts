import type { Readable } from 'node:stream';
import { MESSAGES, isOpenedEventDue, isTeamMember, type FinalCopyView } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { blobs } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { appendAuditRecord, type AuditActor } from '../audit-trail/append-audit-record.ts';
import { lockAuditChain } from '../audit-trail/audit-record-repository.ts';
import { renderOnePage } from '../conversion/page-image-service.ts';
import { brandingForPack } from '../branding/pack-branding.ts';
import { loadVisibleDocument } from '../documents/document-access-service.ts';
import {
  downloadName,
  readBlobBytes,
  type Download,
} from '../documents/document-download-service.ts';
import { findChildRows } from '../documents/document-repository.ts';
import { markSigningTokenUsed } from '../signing-requests/signing-token-repository.ts';
import { findBlob } from '../storage/blob-repository.ts';
import { openFinalCopy, type FinalCopyAccess } from './final-copy-access.ts';
import { findLastFinalViewed, findSealedAuditPages } from './final-copy-repository.ts';

const actorOf = ({ recipient }: FinalCopyAccess): AuditActor => ({
  user_key: recipient.user_key,
  signatory_uuid: recipient.kind === 'signatory' ? recipient.uuid : null,
  name: recipient.name,
  email: recipient.email,
});

const detailsOf = ({ recipient }: FinalCopyAccess) => ({
  recipient: recipient.kind,
  recipient_uuid: recipient.uuid,
  via: 'final_copy_link',
});

/** Pages of the sealed final: each child's pages and the audit pages its seal appended. */
const finalPageCount = async (db: Db, packKey: string): Promise<number> => {
  const children = await findChildRows(db, [packKey]);
  const auditPages = await findSealedAuditPages(db, packKey);
  return children.reduce(
    (n, c) => n + c.image_blob_metadata.length + (auditPages.get(c.key) ?? 0),
    0,
  );
};

/** A logged-in team member opens the pack in the app rather than its read-only copy. */
const isTeamMemberCaller = async (ctx: AppContext, auth: Auth | null, packKey: string) => {
  if (!auth?.session.can_browse) return false;
  const found = await loadVisibleDocument(ctx.db, auth, packKey).catch(() => null);
  return found !== null && isTeamMember(found.facts, found.actor);
};

/**
 * GET /app/final_copy/{key}?token: the completed pack as its link's recipient may see it, and a
 * 'final_viewed' record (once per recipient in the 'opened' window: the page may be reloaded).
 */
export const finalCopyView = async (
  ctx: AppContext,
  auth: Auth | null,
  key: string,
  token: string | undefined,
): Promise<FinalCopyView> => {
  const access = await openFinalCopy(ctx.db, key, token);
  const { pack, parties } = access;
  const openInApp = await isTeamMemberCaller(ctx, auth, pack.key);
  if (!openInApp) {
    await ctx.db.transaction(async (tx: Db) => {
      await lockAuditChain(tx, pack.key);
      const last = await findLastFinalViewed(tx, pack.key, access.recipient.uuid);
      if (!isOpenedEventDue(last, new Date())) return;
      await appendAuditRecord(tx, {
        document_key: pack.key,
        event: 'final_viewed',
        actor: actorOf(access),
        details: detailsOf(access),
      });
    });
    await markSigningTokenUsed(ctx.db, access.token.token_hash);
  }
  return {
    document_name: pack.document_name,
    date_completed: pack.date_completed?.toISOString() ?? null,
    link_valid_until: access.token.expires_at.toISOString(),
    recipient_name: access.recipient.name,
    signers: parties.signers
      .filter((s) => s.status === 'complete')
      .map((s) => ({ name: s.name, date_signed: s.date_signed?.toISOString() ?? null })),
    page_count: await finalPageCount(ctx.db, pack.key),
    open_in_app: openInApp,
    branding: await brandingForPack(ctx.db, pack),
  };
};

/** GET /app/final_copy/{key}/download?token: the sealed PDF's bytes, recorded as 'final_downloaded'. */
export const finalCopyDownload = async (
  ctx: AppContext,
  key: string,
  token: string | undefined,
): Promise<Download> => {
  const access = await openFinalCopy(ctx.db, key, token);
  const body = await readBlobBytes(ctx, ctx.db, access.pack.final_file_key);
  await ctx.db.transaction(async (tx: Db) => {
    await appendAuditRecord(tx, {
      document_key: access.pack.key,
      event: 'final_downloaded',
      actor: actorOf(access),
      details: detailsOf(access),
    });
  });
  await markSigningTokenUsed(ctx.db, access.token.token_hash);
  return {
    filename: downloadName(access.pack.document_name, 'pdf'),
    contentType: 'application/pdf',
    body,
  };
};

const NO_SUCH_PAGE = MESSAGES.pageNotFound;

/** Page images of a final derive from its blob key, so every link and every view shares them. */
const finalPageKey = (finalFileKey: string, index: number) => `${finalFileKey}-final-p${index}`;

/**
 * GET /app/final_copy/{key}/pages/{index}?token: page `index` of the sealed final as PNG,
 * rendered once in the bounded child process (ADR 0008) and kept beside the final.
 */
export const finalCopyPage = async (
  ctx: AppContext,
  key: string,
  token: string | undefined,
  pageParam: string,
): Promise<Readable | Buffer> => {
  const { pack } = await openFinalCopy(ctx.db, key, token);
  if (!/^\d{1,5}$/.test(pageParam)) throw notFound(NO_SUCH_PAGE);
  const index = Number(pageParam);
  const imageKey = finalPageKey(pack.final_file_key, index);
  const stored = await findBlob(ctx.db, imageKey);
  if (stored) return ctx.blobStore.getStream(stored.object_key);
  const final = await findBlob(ctx.db, pack.final_file_key);
  if (!final || index >= (await finalPageCount(ctx.db, pack.key))) throw notFound(NO_SUCH_PAGE);
  const png = await renderOnePage(ctx, final.object_key, index);
  if (!png) throw notFound(NO_SUCH_PAGE);
  const objectKey = `documents/${pack.key}/final-pages/${imageKey}.png`;
  await ctx.blobStore.put(objectKey, png, 'image/png');
  await ctx.db
    .insert(blobs)
    .values({
      key: imageKey,
      storage: ctx.blobStore.kind,
      object_key: objectKey,
      content_type: 'image/png',
      size_bytes: png.length,
      purpose: 'final_page_image',
      document_key: pack.key,
      account_key: pack.account_key,
      created_by: pack.created_by,
    })
    .onConflictDoNothing();
  return png;
};
