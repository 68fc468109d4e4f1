import { signerUserEmail, type MappedPackValues } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { insertMany } from '../../db/insert-many.ts';
import { auditRecords } from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import { newKey } from '../../lib/ids.ts';
import { newChainRecords, type AuditActor } from '../audit-trail/append-audit-record.ts';
import { databaseNow } from '../audit-trail/audit-record-repository.ts';
import { insertUser } from '../auth/user-repository.ts';
import { fillPackRows, markRowsSent, sendRefusal } from '../bulk-sends/bulk-send-row-values.ts';
import { loadPackSources, type PackSources } from './load-pack-sources.ts';
import {
  blobCopies,
  copyBlobObjects,
  copyIds,
  insertPackRows,
  packRows,
  removeBlobObjects,
  type PackRows,
} from './document-copy-rows.ts';
import type { DocumentRow } from './document-repository.ts';

const DOCUMENT_NAME_MAX = 255;

export type TemplatePackTarget = {
  template: DocumentRow;
  accountKey: string | null;
  createdBy: string;
  values: MappedPackValues;
  /** Who the 'created' record names. */
  actor: AuditActor;
  details?: Record<string, unknown>;
  /** The template's sources, when the caller loaded them already to work out `values`. */
  sources?: PackSources;
  /** How numbers without a country code are read; the instance's default otherwise. */
  dialingCode?: string;
  /** Refuse (400, nothing written) a pack the §5 send checks would refuse, to send it next. */
  mustBeSendable?: boolean;
};

/** Sent at once to the first signer, who signs in this browser (a form link's visitor). */
export type SendToVisitor = {
  /** Runs in the pack's transaction once its rows are in: issue the visitor's link, count the use. */
  inTransaction: (tx: Db, rows: PackRows, visitorUuid: string) => Promise<void>;
};

/** The template's first signer in signing order: who a form's visitor is. */
export const visitorOf = (rows: PackRows) =>
  [...rows.signatories].sort((a, b) => (a.position ?? 0) - (b.position ?? 0))[0];

/**
 * A new pack from a template with a link's, a form's or an API call's values written in before
 * anything is stored (the bulk-send row path: fillPackRows, sendRefusal, markRowsSent), so a refused pack
 * leaves nothing behind. With `send`, the pack leaves setup in the same transaction as the §5
 * checks pass (else 400 with the first check's message), and the first signer becomes an
 * account-less signer user of their own: an address typed into a public form proves nothing, so
 * the visitor never signs in as an account that happens to carry it (ADR 0010's second rule).
 */
export const createTemplatePack = async (
  ctx: AppContext,
  target: TemplatePackTarget,
  send?: SendToVisitor,
): Promise<string> => {
  const sources = target.sources ?? (await loadPackSources(ctx.db, [target.template]));
  const dialing = target.dialingCode ?? ctx.config.defaultDialingCode;
  const copyTarget = {
    name: (target.values.document_name?.trim() || target.template.document_name).slice(
      0,
      DOCUMENT_NAME_MAX,
    ),
    documentType: 'document' as const,
    accountKey: target.accountKey,
    createdBy: target.createdBy,
    fromTemplateKey: target.template.key,
  };
  const ids = copyIds(sources);
  const copies = blobCopies(sources, ids, copyTarget, ctx.blobStore.kind);
  const rows = packRows(sources, ids, copies, copyTarget, null);
  fillPackRows(sources, rows, target.values, dialing);
  const visitor = send ? visitorOf(rows) : undefined;
  if (send || target.mustBeSendable) {
    const refusal = sendRefusal(rows, dialing);
    if (refusal) throw badRequest(refusal);
  }
  if (send) markRowsSent(rows);
  await copyBlobObjects(ctx.blobStore, copies);
  try {
    await ctx.db.transaction(async (tx: Db) => {
      if (visitor) visitor.user_key = await newSignerUser(tx, visitor.uuid!, visitor.name ?? '');
      await insertPackRows(tx, [rows]);
      const now = await databaseNow(tx);
      const created = {
        document_key: rows.packKey,
        event: 'created' as const,
        actor: target.actor,
        details: {
          document_name: copyTarget.name,
          copied_from: sources.sourceKeys,
          ...target.details,
        },
      };
      const sent = { document_key: rows.packKey, event: 'sent' as const, actor: target.actor };
      await insertMany(tx, auditRecords, newChainRecords(send ? [created, sent] : [created], now));
      if (send && visitor) await send.inTransaction(tx, rows, visitor.uuid!);
    });
  } catch (error) {
    await removeBlobObjects(
      ctx.blobStore,
      copies.map((c) => c.row.object_key),
    );
    throw error;
  }
  return rows.packKey;
};

const newSignerUser = async (tx: Db, signatoryUuid: string, name: string): Promise<string> => {
  const user = await insertUser(tx, {
    key: newKey(),
    full_name: name.trim() || 'Signer',
    email_address: signerUserEmail(signatoryUuid),
    verified: false,
    // Unlike a mailed link's signer, a visitor proved no mailbox: no account offer after signing.
    request_password: false,
  });
  return user.key;
};
