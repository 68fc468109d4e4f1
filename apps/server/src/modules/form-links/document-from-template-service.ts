import { templateLinkValues, type TemplateLinkParams } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { auditActorOf } from '../audit-trail/append-audit-record.ts';
import { templateLinkFacts } from './template-link-facts.ts';
import { visibleTemplate } from './template-link-service.ts';
import { createTemplatePack } from '../documents/template-pack.ts';

/**
 * GET /document_from_template/{key}?…: a document in setup from the template, with the link's
 * signers and field values written in (templateLinkValues; names it does not know set nothing),
 * owned by the caller in their workspace, as create_a_copy with template_to_document: using a
 * template needs no flag (ADR 0007).
 */
export const createDocumentFromTemplate = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  params: TemplateLinkParams,
): Promise<string> => {
  const { pack, actor } = await visibleTemplate(ctx, auth, key);
  const { values } = templateLinkValues(params, await templateLinkFacts(ctx.db, pack.key));
  return createTemplatePack(ctx, {
    template: pack,
    accountKey: actor.account_key,
    createdBy: actor.user_key,
    values,
    actor: auditActorOf(auth.user),
  });
};
