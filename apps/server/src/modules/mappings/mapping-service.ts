import {
  MAPPING_MESSAGES,
  mappingIssues,
  mappingReferenceProblem,
  mappingSourceKey,
  type DocumentMapping,
  type MappingProblem,
  type UpdateDocumentMappingBody,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import type { DocumentRow } from '../documents/document-repository.ts';
import { loadPackForRead, loadPackForWrite } from '../document-extras/extras-access.ts';
import {
  findDocumentMapping,
  findMappingSources,
  saveDocumentMapping,
  type MappingSource,
} from './mapping-repository.ts';
import { loadMappingTemplate, type MappingTemplate } from './mapping-template.ts';

const PERMISSION = 'document_permissions.can_configure_mapping' as const;

/** get_document_mapping's data: §7 sources and mapping, with what the screen maps onto. */
export type DocumentMappingView = {
  sources: MappingSource[];
  mapping: DocumentMapping['mapping'];
  /** A mapping was saved before (the screen confirms before replacing it, §8). */
  saved: boolean;
  template: MappingTemplate;
  /** The §5 mapping rules' findings on the mapping as saved. */
  problems: MappingProblem[];
};

const dialingCode = (ctx: AppContext, auth: Auth) =>
  auth.user.dialing_code ?? ctx.config.defaultDialingCode;

const assertTemplate = (pack: DocumentRow) => {
  if (pack.document_type !== 'template') throw badRequest(MAPPING_MESSAGES.notATemplate);
};

const viewOf = async (
  ctx: AppContext,
  auth: Auth,
  pack: DocumentRow,
): Promise<DocumentMappingView> => {
  const stored = await findDocumentMapping(ctx.db, pack.key);
  const sources = await findMappingSources(ctx.db, pack.account_key, stored.sourceKeys);
  const template = await loadMappingTemplate(ctx.db, pack, dialingCode(ctx, auth));
  const columns = sources.flatMap((s) => s.field_names);
  return {
    sources,
    mapping: stored.mapping,
    saved: stored.saved,
    template,
    problems: mappingIssues(template.facts, stored.mapping, columns),
  };
};

/** GET /app/mappings/get_document_mapping/{key}. */
export const getDocumentMapping = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<DocumentMappingView> => {
  const { pack, actor } = await loadPackForRead(ctx, auth, key);
  requirePermission(actor.permissions, PERMISSION, MAPPING_MESSAGES.mayNotConfigure);
  assertTemplate(pack);
  return viewOf(ctx, auth, pack);
};

/**
 * POST /app/mappings/update_document_mapping: the whole mapping of a template in setup, naming
 * only its own fields, signers, copy recipients and the columns of its workspace's sources.
 * The §5 rules do not refuse a save (a mapping is made step by step): they are answered.
 */
export const updateDocumentMapping = async (
  ctx: AppContext,
  auth: Auth,
  data: UpdateDocumentMappingBody['data'],
): Promise<DocumentMappingView> => {
  const { pack, actor } = await loadPackForWrite(ctx, auth, data.entity_key, {
    permission: { path: PERMISSION, message: MAPPING_MESSAGES.mayNotConfigure },
  });
  assertTemplate(pack);
  const keys = [...new Set(data.sources.map(mappingSourceKey))];
  const sources = await findMappingSources(ctx.db, pack.account_key, keys);
  // Another workspace's source is not there for this one.
  if (sources.length !== keys.length) throw notFound(MAPPING_MESSAGES.unknownSource);
  const template = await loadMappingTemplate(ctx.db, pack, dialingCode(ctx, auth));
  const problem = mappingReferenceProblem(
    data.mapping,
    {
      custom_ids: template.data_fields.map((f) => f.custom_id),
      roles: template.signatories.map((s) => s.role),
      cc_ids: template.cc_recipients.map((c) => c.uuid),
    },
    sources.flatMap((s) => s.field_names),
    sources.some((s) => s.integration_id),
  );
  if (problem) throw badRequest(problem);
  await saveDocumentMapping(ctx.db, {
    templateKey: pack.key,
    mapping: data.mapping,
    sources,
    userKey: actor.user_key,
  });
  return viewOf(ctx, auth, pack);
};
