import { and, eq } from 'drizzle-orm';
import {
  BULK_SEND_ENGINE_MESSAGES as E,
  blockingChecks,
  mappingFactsOf,
  type DocumentMapping,
} from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { bulkSendDocumentMappings, documentMappings, documents } from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { DocumentRow } from '../documents/document-repository.ts';
import { blockingSnapshot } from '../request-signatures/blocking-snapshot.ts';
import { loadPackContents } from '../request-signatures/request-signatures-repository.ts';

export const EMPTY_MAPPING: DocumentMapping['mapping'] = {
  data_fields: {},
  signatories: {},
  cc_recipients: {},
};

/** A live template of the workspace (400 otherwise: the send cannot use it). */
export const loadSendTemplate = async (
  db: Db,
  accountKey: string,
  templateKey: string,
): Promise<DocumentRow> => {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.key, templateKey), eq(documents.account_key, accountKey)))
    .limit(1);
  if (!row || row.document_type !== 'template' || row.is_deleted || row.document_pack_key)
    throw badRequest(E.templateNotFound);
  return row;
};

/** The template as §5 judges it: its mapping facts and its blocking check failures. */
export const templateFacts = async (db: Db, template: DocumentRow, dialingCode: string) => {
  const contents = await loadPackContents(db, template.key);
  const snapshot = blockingSnapshot(template, contents, dialingCode);
  return {
    facts: mappingFactsOf(snapshot, new Map(contents.signatories.map((s) => [s.uuid, s.role]))),
    blocking: blockingChecks(snapshot).map((f) => f.message),
  };
};

/** The template's own document mapping (§3), or an empty one. */
export const templateMapping = async (
  db: Db,
  templateKey: string,
): Promise<{ mapping: DocumentMapping['mapping']; sources: DocumentMapping['sources'] }> => {
  const [row] = await db
    .select()
    .from(documentMappings)
    .where(eq(documentMappings.template_key, templateKey))
    .limit(1);
  return {
    mapping: { ...EMPTY_MAPPING, ...(row?.mapping as Partial<DocumentMapping['mapping']>) },
    sources: (row?.sources ?? []) as DocumentMapping['sources'],
  };
};

/** The send's own mapping for a template, or null while it still follows the template's. */
export const sendMappingRow = async (db: Db, bulkSendKey: string, templateKey: string) =>
  (
    await db
      .select()
      .from(bulkSendDocumentMappings)
      .where(
        and(
          eq(bulkSendDocumentMappings.bulk_send_key, bulkSendKey),
          eq(bulkSendDocumentMappings.template_key, templateKey),
        ),
      )
      .limit(1)
  )[0] ?? null;

/**
 * The mapping a send uses for its template: its own copy, made from the template's mapping the
 * first time it is asked for, so later edits of the template's mapping leave a send alone.
 */
export const ensureSendMapping = async (
  db: Db,
  bulkSendKey: string,
  templateKey: string,
): Promise<DocumentMapping['mapping']> => {
  const own = await sendMappingRow(db, bulkSendKey, templateKey);
  if (own) return { ...EMPTY_MAPPING, ...(own.mapping as Partial<DocumentMapping['mapping']>) };
  const { mapping } = await templateMapping(db, templateKey);
  await db
    .insert(bulkSendDocumentMappings)
    .values({ bulk_send_key: bulkSendKey, template_key: templateKey, mapping })
    .onConflictDoNothing();
  return mapping;
};
