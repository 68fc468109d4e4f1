import { MESSAGES, apiDetailsOf, canView, type ApiDetails } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { loadVisibleDocument } from '../documents/document-access-service.ts';
import { findChildRows, findSignatoryRows } from '../documents/document-repository.ts';

/**
 * The §2 API details modal's content: the pack's ids and requests against the public API. For
 * those who may see the pack as a workspace member (a signer only is not told the ids), with
 * `can_view_api_details`.
 */
export const getApiDetails = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<ApiDetails> => {
  const { pack, facts, actor } = await loadVisibleDocument(ctx.db, auth, key);
  if (!canView(facts, actor)) throw notFound(MESSAGES.documentNotFound);
  requirePermission(actor.permissions, 'document_permissions.can_view_api_details');
  const [children, people] = await Promise.all([
    findChildRows(ctx.db, [pack.key]),
    findSignatoryRows(ctx.db, [pack.key]),
  ]);
  return apiDetailsOf(ctx.config.publicUrl, {
    key: pack.key,
    document_name: pack.document_name,
    document_type: pack.document_type,
    status: pack.status,
    documents: children.map((c) => ({ key: c.key, document_name: c.document_name })),
    signatories: people.map((s) => ({ uuid: s.uuid, name: s.name, email: s.email, role: s.role })),
  });
};
