import {
  FORM_LINK_MESSAGES as M,
  FORM_LINK_RATE_LIMITS,
  signingLinkPath,
  type FormSubmission,
  type PublicForm,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { findDocumentRow, findSignatoryRows } from '../documents/document-repository.ts';
import { packFlag } from '../signatories/signatory-access.ts';
import { notifyNextSigners } from '../signing-requests/notify-next-signers.ts';
import { issueSigningToken } from '../signing-requests/signing-token-repository.ts';
import { accountName, countFormLinkUse, findFormLink } from './form-link-repository.ts';
import { createTemplatePack } from '../documents/template-pack.ts';

/**
 * The link, its template and the template's first signer, when the form may be used: the link is
 * on, and its template is a live template that still says it can be used as a form. Anything else
 * is the same 404, so a probe learns nothing about templates or links.
 */
export const usableForm = async (db: Db, key: string) => {
  const link = await findFormLink(db, key);
  const template = link?.enabled ? await findDocumentRow(db, link.template_key) : undefined;
  if (
    !link ||
    !template ||
    template.document_type !== 'template' ||
    template.is_deleted ||
    template.document_pack_key !== null ||
    !packFlag(template, 'can_be_used_as_form')
  )
    throw notFound(M.unavailable);
  const people = await findSignatoryRows(db, [template.key]);
  const visitor = people[0];
  if (!visitor) throw notFound(M.unavailable);
  return { link, template, visitor, others: people.slice(1) };
};

/** GET /app/forms/{key}: what the public form page shows. */
export const describeForm = async (ctx: AppContext, key: string): Promise<PublicForm> => {
  const { link, template, visitor, others } = await usableForm(ctx.db, key);
  return {
    key: link.key,
    document_name: template.document_name,
    sender_name: await accountName(ctx.db, template.account_key),
    signer: {
      role: visitor.role,
      email_is_optional: visitor.email_is_optional,
      mobile_required: visitor.primary_communication_channel !== 'email',
    },
    other_signers: others.map((s) => ({ role: s.role, name: s.name })),
  };
};

/**
 * POST /app/forms/{key}/add_temp_signatories_and_field_rules: the visitor's own pack, made from
 * the template with their details as its first signer (the template's field rules come with it),
 * sent at once, and a signing link for this browser; the other signers are asked as usual. The
 * link is one 'email' request token that is never mailed: it is this round's request, so the send
 * job does not mail the visitor a second one. Rate-limited per address before anything is read,
 * then per link.
 */
export const submitForm = async (
  ctx: AppContext,
  key: string,
  input: FormSubmission,
  ip: string,
): Promise<{ document_key: string; signing_link: string }> => {
  // Scaled like the other per-address limits: many people can share one address.
  await consumeRateLimit(ctx.db, `form_link:ip:${ip}`, {
    ...FORM_LINK_RATE_LIMITS.perIp,
    limit: FORM_LINK_RATE_LIMITS.perIp.limit * ctx.config.rateLimitPerIpScale,
  });
  const { link, template, visitor } = await usableForm(ctx.db, key);
  await consumeRateLimit(ctx.db, `form_link:link:${link.key}`, FORM_LINK_RATE_LIMITS.perLink);
  const { name, email, mobile_number } = input.signatory;
  let token = '';
  let visitorUuid = '';
  const packKey = await createTemplatePack(
    ctx,
    {
      template,
      accountKey: template.account_key,
      createdBy: template.created_by,
      values: {
        data_fields: {},
        cc_recipients: {},
        signatories: {
          [visitor.role]: {
            name,
            ...(email !== undefined && { email }),
            ...(mobile_number !== undefined && { mobile_number }),
          },
        },
      },
      actor: { name, email: email || null },
      details: { form_link: true },
    },
    {
      inTransaction: async (tx, rows, uuid) => {
        visitorUuid = uuid;
        token = await issueSigningToken(tx, {
          documentKey: rows.packKey,
          signatoryUuid: uuid,
          type: 'email',
          createdBy: null,
        });
        await countFormLinkUse(tx, link.key);
        await notifyNextSigners(tx, ctx.queue, rows.packKey);
      },
    },
  );
  return {
    document_key: packKey,
    signing_link: `${ctx.config.publicUrl}${signingLinkPath(packKey, visitorUuid, token)}`,
  };
};
