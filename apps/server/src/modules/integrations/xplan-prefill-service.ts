import { eq } from 'drizzle-orm';
import {
  MESSAGES,
  XPLAN_PREFILL_MESSAGES,
  XPLAN_SOURCE_KEY,
  mappedPackValues,
  mappingProblems,
  xplanClientName,
  xplanClientRow,
  xplanPrefillAuditText,
  type DocumentMapping,
  type MappedPackValues,
  type PrefillDocumentRequest,
  type XplanPrefill,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { documents } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { appendAuditRecord, auditActorOf } from '../audit-trail/append-audit-record.ts';
import { loadPackForWrite } from '../document-extras/extras-access.ts';
import {
  findChildRows,
  refreshPackSearchText,
  type DocumentRow,
} from '../documents/document-repository.ts';
import { findDocumentMapping } from '../mappings/mapping-repository.ts';
import { loadMappingTemplate } from '../mappings/mapping-template.ts';
import { writePackPrefill } from './pack-prefill-writer.ts';
import { activeXplanOf, clientData } from './xplan-client-service.ts';

const PERMISSION = 'user_profile_permissions.can_view_data_sources' as const;

/**
 * The mapping a pack is filled by: its template's (the template it was made from; a template's
 * own), when that mapping draws from XPLAN client data.
 */
const xplanMappingOf = async (
  ctx: AppContext,
  pack: DocumentRow,
): Promise<DocumentMapping['mapping']> => {
  const stored = await findDocumentMapping(ctx.db, pack.from_template_key ?? pack.key);
  if (!stored.saved || !stored.sourceKeys.includes(XPLAN_SOURCE_KEY))
    throw new AppError(409, XPLAN_PREFILL_MESSAGES.noMapping);
  return stored.mapping;
};

/**
 * A pack that may be filled from XPLAN: one in setup the caller may change (with
 * can_view_data_sources), of the workspace whose connection reads, made from a template whose
 * mapping reads XPLAN client data, and that workspace's active connection.
 */
const loadPrefillTarget = async (
  ctx: AppContext,
  auth: Auth,
  documentKey: string,
  configurationId: string | undefined,
) => {
  const { pack } = await loadPackForWrite(ctx, auth, documentKey, {
    permission: { path: PERMISSION, message: XPLAN_PREFILL_MESSAGES.mayNotPrefill },
  });
  // The workspace's XPLAN connection fills only the workspace's own packs.
  if (!auth.userAccount || pack.account_key !== auth.userAccount.account_key)
    throw notFound(MESSAGES.documentNotFound);
  const mapping = await xplanMappingOf(ctx, pack);
  const connection = await activeXplanOf(ctx, auth, configurationId);
  return { pack, mapping, connection };
};

/**
 * GET /app/integrations/xplan/prefill_document?document_key: whether the editor offers the
 * prefill, and through which connection (the refusals of the fill itself otherwise).
 */
export const prefillReadiness = async (
  ctx: AppContext,
  auth: Auth,
  documentKey: string,
): Promise<{ integration_configuration_id: string; name: string }> => {
  const { connection } = await loadPrefillTarget(ctx, auth, documentKey, undefined);
  return { integration_configuration_id: connection.key, name: connection.name };
};

/** The values a client gives, kept to what the pack has (a merged template may have renamed ids). */
const valuesForPack = (
  values: MappedPackValues,
  has: { customIds: Set<string>; roles: Set<string> },
): MappedPackValues => ({
  ...values,
  data_fields: Object.fromEntries(
    Object.entries(values.data_fields).filter(([id]) => has.customIds.has(id)),
  ),
  signatories: Object.fromEntries(
    Object.entries(values.signatories).filter(
      ([role, p]) => has.roles.has(role) && Object.keys(p).length > 0,
    ),
  ),
  // A pack's copy recipients are its own, not the template's: their mapping is the bulk engine's.
  cc_recipients: {},
});

/** The preview, its fields in the pack's page order. */
const previewOf = (
  client: XplanPrefill['client'],
  v: MappedPackValues,
  fieldOrder: readonly string[],
  problems: string[],
): XplanPrefill => ({
  client,
  data_fields: fieldOrder.flatMap((custom_id) =>
    v.data_fields[custom_id] === undefined ? [] : [{ custom_id, value: v.data_fields[custom_id]! }],
  ),
  signatories: Object.entries(v.signatories).map(([role, p]) => ({ role, ...p })),
  ...(v.subject !== undefined && { subject: v.subject }),
  ...(v.message !== undefined && { message: v.message }),
  ...(v.document_name !== undefined && { document_name: v.document_name }),
  problems,
});

/**
 * POST /app/integrations/xplan/prefill_document (issue 17 item 3): fills a pack in setup from an
 * XPLAN client through its template's mapping, in one transaction with the audit record
 * 'prefilled from XPLAN client {id}'; `preview` answers the same values and writes nothing.
 * XPLAN is read before anything is written, so a provider failure (§8) changes nothing.
 */
export const prefillFromXplan = async (
  ctx: AppContext,
  auth: Auth,
  input: PrefillDocumentRequest,
): Promise<XplanPrefill> => {
  const { pack, mapping, connection } = await loadPrefillTarget(
    ctx,
    auth,
    input.document_key,
    input.integration_configuration_id,
  );
  const clientId = Number(input.client_id);
  const { data } = await clientData(ctx, auth, { clientId, configurationId: connection.key });
  const { fieldNames, cells } = xplanClientRow(data);
  const dialing = auth.user.dialing_code ?? ctx.config.defaultDialingCode;
  const template = await loadMappingTemplate(ctx.db, pack, dialing);
  const values = valuesForPack(mappedPackValues(mapping, fieldNames, cells), {
    customIds: new Set(template.data_fields.map((f) => f.custom_id)),
    roles: new Set(template.signatories.map((s) => s.role)),
  });
  const client = {
    entity_id: clientId,
    name: xplanClientName(data.client) || `Client ${clientId}`,
  };
  const preview = previewOf(
    client,
    values,
    template.data_fields.map((f) => f.custom_id),
    mappingProblems(template.facts, mapping, fieldNames, cells),
  );
  if (input.preview) return preview;

  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: documents.status, is_deleted: documents.is_deleted })
      .from(documents)
      .where(eq(documents.key, pack.key))
      .for('update');
    // Sent or trashed while XPLAN answered: a pack is filled only in setup.
    if (!locked || locked.status !== 'setup' || locked.is_deleted)
      throw new AppError(409, MESSAGES.notInSetup);
    const children = await findChildRows(tx, [pack.key]);
    await writePackPrefill(tx, {
      packKey: pack.key,
      childKeys: children.map((c) => c.key),
      values,
      dialing,
      userName: auth.user.full_name ?? auth.user.email_address,
    });
    await refreshPackSearchText(tx, pack.key);
    await appendAuditRecord(tx, {
      document_key: pack.key,
      event: 'prefilled',
      actor: auditActorOf(auth.user),
      details: {
        description: xplanPrefillAuditText(clientId),
        integration_configuration_id: connection.key,
        client_id: clientId,
      },
    });
  });
  return preview;
};
