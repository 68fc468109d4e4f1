import { PUBLIC_API_MESSAGES, type CreateFromTemplateBody } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { auditActorOf } from '../audit-trail/append-audit-record.ts';
import { templateMapping } from '../bulk-sends/bulk-send-template.ts';
import { loadVisiblePack } from '../documents/document-access-service.ts';
import { loadPackSources } from '../documents/load-pack-sources.ts';
import { createTemplatePack } from '../documents/template-pack.ts';
import { changeDocumentStatus } from '../request-signatures/request-signatures-service.ts';
import { packValuesFor } from './pack-from-template-values.ts';

/**
 * POST /api/v1/templates/{key}/documents: a new document from a template the caller may see, with
 * its signers and field values filled in (packValuesFor) before it is written, and sent at once
 * when asked. Like "Use template" in the app, using a template needs no flag of its own.
 *
 * A send that the §5 checks would refuse is refused before anything is written, so a failed
 * request leaves no half-made document behind (createTemplatePack).
 */
export const createPackFromTemplate = async (
  ctx: AppContext,
  auth: Auth,
  templateKey: string,
  body: CreateFromTemplateBody,
): Promise<string> => {
  const { pack: template, actor } = await loadVisiblePack(ctx.db, auth, templateKey);
  if (template.document_type !== 'template' || template.is_deleted)
    throw notFound(PUBLIC_API_MESSAGES.notATemplate);
  if (body.send)
    // Asked here as well as by the send itself, so that a refusal writes nothing.
    requirePermission(actor.permissions, 'document_permissions.can_request_signatures');
  const sources = await loadPackSources(ctx.db, [template]);
  const { mapping } = await templateMapping(ctx.db, template.key);
  const packKey = await createTemplatePack(ctx, {
    template,
    accountKey: actor.account_key,
    createdBy: actor.user_key,
    values: packValuesFor(body, mapping, sources),
    actor: auditActorOf(auth.user),
    sources,
    dialingCode: auth.user.dialing_code ?? ctx.config.defaultDialingCode,
    mustBeSendable: body.send === true,
  });
  if (body.send) await changeDocumentStatus(ctx, auth, packKey, 'awaiting_signatures');
  return packKey;
};
