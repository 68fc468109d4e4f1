import { BULK_SEND_ENGINE_MESSAGES as E, type DocumentMapping } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { bulkSendDocumentMappings } from '../../db/schema.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { loadBulkSend } from './bulk-send-access.ts';
import type { BulkSendRow } from './bulk-send-repository.ts';
import {
  EMPTY_MAPPING,
  loadSendTemplate,
  sendMappingRow,
  templateMapping,
} from './bulk-send-template.ts';

export type BulkSendDocumentMapping = {
  template_key: string;
  /** false while the send still follows the template's own mapping (no copy made yet). */
  is_own: boolean;
  mapping: DocumentMapping['mapping'];
  sources: DocumentMapping['sources'];
};

const templateOf = async (db: Db, send: BulkSendRow, templateKey: string) => {
  if (send.template_key !== templateKey) throw badRequest(E.notTheTemplate);
  return loadSendTemplate(db, send.account_key, templateKey);
};

/** GET /app/bulk_sends/{key}/document_mapping/{template_key}: the send's, else the template's. */
export const getBulkSendMapping = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  templateKey: string,
): Promise<BulkSendDocumentMapping> => {
  const send = await loadBulkSend(ctx.db, auth, key);
  await templateOf(ctx.db, send, templateKey);
  const own = await sendMappingRow(ctx.db, send.key, templateKey);
  const template = await templateMapping(ctx.db, templateKey);
  return {
    template_key: templateKey,
    is_own: !!own,
    mapping: own
      ? { ...EMPTY_MAPPING, ...(own.mapping as Partial<DocumentMapping['mapping']>) }
      : template.mapping,
    sources: template.sources,
  };
};

/** POST …/document_mapping/{template_key}: this send's own mapping, while it is in setup. */
export const updateBulkSendMapping = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  templateKey: string,
  mapping: DocumentMapping['mapping'],
): Promise<BulkSendDocumentMapping> => {
  await ctx.db.transaction(async (tx: Db) => {
    const send = await loadBulkSend(tx, auth, key, { lock: true });
    await templateOf(tx, send, templateKey);
    if (send.status !== 'setup') throw new AppError(409, E.onlyFromSetup);
    await tx
      .insert(bulkSendDocumentMappings)
      .values({ bulk_send_key: send.key, template_key: templateKey, mapping })
      .onConflictDoUpdate({
        target: [bulkSendDocumentMappings.bulk_send_key, bulkSendDocumentMappings.template_key],
        set: { mapping, date_updated: new Date() },
      });
  });
  return getBulkSendMapping(ctx, auth, key, templateKey);
};
