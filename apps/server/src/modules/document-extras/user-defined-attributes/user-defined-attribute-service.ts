import {
  EXTRAS_MESSAGES,
  controlLevelNeedsRelatedEntity,
  deriveAttributeId,
  touchesCustomControl,
  type UserDefinedAttribute,
  type UserDefinedAttributeInput,
} from '@quire/domain';
import type { AppContext } from '../../../app-context.ts';
import { badRequest, notFound } from '../../../lib/app-error.ts';
import { newKey } from '../../../lib/ids.ts';
import { requirePermission } from '../../../lib/require-permission.ts';
import type { Auth } from '../../../plugins/request-context.ts';
import { touchDocuments } from '../../documents/document-repository.ts';
import { loadPackForRead, loadPackForWrite } from '../extras-access.ts';
import { relatedEntityIds } from './related-entities.ts';
import {
  deleteAttribute,
  findAttributeRows,
  insertAttribute,
  toAttribute,
  updateAttribute,
  type NewAttribute,
} from './user-defined-attribute-repository.ts';

/** GET /app/documents/{key}/user_defined_attributes */
export const listAttributes = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<UserDefinedAttribute[]> => {
  const { pack } = await loadPackForRead(ctx, auth, key);
  return (await findAttributeRows(ctx.db, pack.key)).map(toAttribute);
};

/** The properties a patch sets, as they are stored. */
const changesOf = (input: UserDefinedAttributeInput): Partial<NewAttribute> => {
  const { key: _key, name: _name, ...rest } = input;
  return Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  ) as Partial<NewAttribute>;
};

/**
 * POST /app/documents/{key}/add_update_user_defined_attribute: custom fields are editable while
 * the pack is in setup (§4); custom controls also need can_configure_custom_controls (§5). The id
 * is derived from the name (§5), unique in the pack, and follows a rename.
 */
export const saveAttribute = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  input: UserDefinedAttributeInput,
): Promise<UserDefinedAttribute> => {
  const { pack, actor } = await loadPackForWrite(ctx, auth, key);
  if (touchesCustomControl(input))
    requirePermission(
      actor.permissions,
      'document_permissions.can_configure_custom_controls',
      EXTRAS_MESSAGES.customControlNotAllowed,
    );
  const rows = await findAttributeRows(ctx.db, pack.key);
  const existing = input.key ? rows.find((row) => row.key === input.key) : undefined;
  if (input.key && !existing) throw notFound(EXTRAS_MESSAGES.attributeNotFound);
  const name = input.name?.trim() ?? existing?.name ?? '';
  if (!name) throw badRequest(EXTRAS_MESSAGES.attributeNameRequired);

  const level = input.control_level ?? existing?.control_level ?? 'document_pack';
  // A new control level without a new related entity starts unattached.
  const related =
    input.related_entity_id !== undefined
      ? input.related_entity_id
      : input.control_level
        ? null
        : (existing?.related_entity_id ?? null);
  if (controlLevelNeedsRelatedEntity(level) || related !== null) {
    const ids = await relatedEntityIds(ctx.db, pack.key, level);
    if (related === null || !ids.has(related))
      throw badRequest(EXTRAS_MESSAGES.attributeRelatedEntityUnknown);
  }
  const renamed = !existing || existing.name !== name;
  const id = renamed
    ? deriveAttributeId(
        name,
        rows.filter((row) => row.key !== existing?.key).map((row) => row.id),
      )
    : existing.id;
  const changes = {
    ...changesOf(input),
    name,
    id,
    control_level: level,
    related_entity_id: related,
  };
  const row = await ctx.db.transaction(async (tx) => {
    const saved = existing
      ? await updateAttribute(tx, existing.key, changes)
      : await insertAttribute(tx, {
          key: newKey(),
          document_key: pack.key,
          position: rows.length,
          ...changes,
        });
    await touchDocuments(tx, [pack.key]);
    return saved;
  });
  return toAttribute(row);
};

/** GET /app/documents/{key}/delete_user_defined_attribute/{attr_key} */
export const removeAttribute = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  attributeKey: string,
): Promise<void> => {
  const { pack } = await loadPackForWrite(ctx, auth, key);
  await ctx.db.transaction(async (tx) => {
    if (!(await deleteAttribute(tx, pack.key, attributeKey)))
      throw notFound(EXTRAS_MESSAGES.attributeNotFound);
    await touchDocuments(tx, [pack.key]);
  });
};
