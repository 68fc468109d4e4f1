import {
  MESSAGES,
  canEditSetup,
  documentFromTemplatePath,
  formLinkPath,
  type TemplateLinkDetails,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { loadVisiblePack, type VisibleDocument } from '../documents/document-access-service.ts';
import { findDocumentRow } from '../documents/document-repository.ts';
import { packFlag } from '../signatories/signatory-access.ts';
import {
  findTemplateFormLink,
  replaceFormLinkKey,
  setCanBeUsedAsForm,
  setTemplateFormLink,
} from './form-link-repository.ts';
import { templateLinkFacts } from './template-link-facts.ts';

/** A template the caller can see (404 otherwise, whatever the key), or 400 for a document. */
export const visibleTemplate = async (ctx: AppContext, auth: Auth, key: string) => {
  const found = await loadVisiblePack(ctx.db, auth, key);
  if (found.pack.document_type !== 'template') throw badRequest(MESSAGES.notATemplate);
  return found;
};

const details = async (ctx: AppContext, templateKey: string): Promise<TemplateLinkDetails> => {
  const template = (await findDocumentRow(ctx.db, templateKey))!;
  const link = await findTemplateFormLink(ctx.db, templateKey);
  const facts = await templateLinkFacts(ctx.db, templateKey);
  return {
    document_name: template.document_name,
    can_be_used_as_form: packFlag(template, 'can_be_used_as_form'),
    form_link: link
      ? {
          key: link.key,
          url: `${ctx.config.publicUrl}${formLinkPath(link.key)}`,
          enabled: link.enabled,
          uses: link.uses,
          date_created: link.date_created.toISOString(),
        }
      : null,
    document_from_template_url: `${ctx.config.publicUrl}${documentFromTemplatePath(templateKey)}`,
    roles: facts.roles,
    custom_ids: facts.customIds,
  };
};

/** GET …/template_link_details (§2 template-link details modal; can_view_template_link_details). */
export const templateLinkDetails = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<TemplateLinkDetails> => {
  const { pack, actor } = await visibleTemplate(ctx, auth, key);
  requirePermission(actor.permissions, 'document_permissions.can_view_template_link_details');
  return details(ctx, pack.key);
};

/** The form link is the template's setting: whoever changes it may edit the template. */
const managedTemplate = async (ctx: AppContext, auth: Auth, key: string) => {
  const found: VisibleDocument = await visibleTemplate(ctx, auth, key);
  requirePermission(found.actor.permissions, 'document_permissions.can_use_reusable_link');
  if (!canEditSetup(found.facts, found.actor)) throw forbidden(MESSAGES.notAuthorized);
  if (!found.pack.account_key) throw forbidden(MESSAGES.notAuthorized);
  return { ...found.pack, account_key: found.pack.account_key };
};

/**
 * POST …/form_link {enabled}: the link's switch. It is one switch with the template's §3
 * can_be_used_as_form, so the modal and the settings panel never disagree about whether anyone
 * with the link can use it (ADR 0042).
 */
export const setFormLink = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  enabled: boolean,
): Promise<TemplateLinkDetails> => {
  const template = await managedTemplate(ctx, auth, key);
  await ctx.db.transaction(async (tx: Db) => {
    await setTemplateFormLink(tx, template, enabled);
    await setCanBeUsedAsForm(tx, template.key, enabled);
  });
  return details(ctx, template.key);
};

/** POST …/form_link/replace: a new address for the form; the old one answers 404 from now on. */
export const replaceFormLink = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<TemplateLinkDetails> => {
  const template = await managedTemplate(ctx, auth, key);
  await ctx.db.transaction(async (tx: Db) => {
    const existing = await findTemplateFormLink(tx, template.key);
    if (!existing) await setTemplateFormLink(tx, template, false);
    await replaceFormLinkKey(tx, template.key);
  });
  return details(ctx, template.key);
};
