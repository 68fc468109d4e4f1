import {
  EXTRAS_MESSAGES,
  defaultFormView,
  normaliseFormView,
  unknownFormViewFields,
  type FormViewEntry,
  type FormViewUpdate,
} from '@quire/domain';
import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/database.ts';
import { badRequest } from '../../../lib/app-error.ts';
import type { Auth } from '../../../plugins/request-context.ts';
import {
  findChildRows,
  findDataFieldRows,
  touchDocuments,
} from '../../documents/document-repository.ts';
import { loadPackForRead, loadPackForWrite } from '../extras-access.ts';
import { findFormView, upsertFormView } from './form-view-repository.ts';

const packFields = async (db: Db, packKey: string) => {
  const children = await findChildRows(db, [packKey]);
  const childKeys = children.map((child) => child.key);
  return { childKeys, fields: await findDataFieldRows(db, childKeys) };
};

/**
 * GET /app/form_views/get_form_view/{key}: the stored view without entries of fields removed
 * since, or every field in reading order when none was set up.
 */
export const getFormView = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<FormViewEntry[]> => {
  const { pack } = await loadPackForRead(ctx, auth, key);
  const { childKeys, fields } = await packFields(ctx.db, pack.key);
  const stored = await findFormView(ctx.db, pack.key);
  if (!stored) return defaultFormView(fields, childKeys);
  const live = new Set(fields.map((field) => field.uuid));
  return normaliseFormView(
    stored.filter((entry) => entry.type !== 'data_field' || live.has(entry.uuid)),
  );
};

/**
 * POST /app/form_views/update_form_view: in setup with can_set_up_form_views, and always while
 * awaiting signatures (§6). Entries must name fields of the pack.
 */
export const updateFormView = async (
  ctx: AppContext,
  auth: Auth,
  update: FormViewUpdate,
): Promise<FormViewEntry[]> => {
  const { pack } = await loadPackForWrite(ctx, auth, update.entity_key, {
    alsoIn: ['awaiting_signatures'],
    permission: {
      path: 'document_permissions.can_set_up_form_views',
      // §6: form views may always be set up while awaiting signatures.
      waived: (facts) => facts.status === 'awaiting_signatures',
      message: EXTRAS_MESSAGES.formViewsNotAllowed,
    },
  });
  const { fields } = await packFields(ctx.db, pack.key);
  const unknown = unknownFormViewFields(update.form_view, new Set(fields.map((f) => f.uuid)));
  if (unknown.length > 0) throw badRequest(EXTRAS_MESSAGES.formViewFieldUnknown);
  const entries = normaliseFormView(update.form_view);
  await ctx.db.transaction(async (tx) => {
    await upsertFormView(tx, pack.key, entries);
    await touchDocuments(tx, [pack.key]);
  });
  return entries;
};
