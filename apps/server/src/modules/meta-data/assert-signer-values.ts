import { and, eq, inArray } from 'drizzle-orm';
import { META_DATA_MESSAGES as M, metaDataSourceOf } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { metaDataEntries, metaDataLinks } from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { DataFieldRow } from '../documents/document-repository.ts';

type Field = Pick<DataFieldRow, 'uuid' | 'data' | 'properties' | 'custom_id' | 'description'>;

const liveEntryKeys = async (tx: Db, typeKey: string, name: string): Promise<string[]> =>
  (
    await tx
      .select({ key: metaDataEntries.key })
      .from(metaDataEntries)
      .where(
        and(
          eq(metaDataEntries.type_key, typeKey),
          eq(metaDataEntries.name, name),
          eq(metaDataEntries.archived, false),
        ),
      )
  ).map((r) => r.key);

/**
 * A signer's choice in a metadata custom control must be a live value of its level and, when its
 * parent field holds a value, one linked under that value: the browser offers only those, so
 * anything else was not chosen from the control (400, nothing written).
 */
export const assertSignerMetaDataValues = async (
  tx: Db,
  touched: readonly Field[],
  byUuid: ReadonlyMap<string, Field>,
): Promise<void> => {
  for (const field of touched) {
    const source = metaDataSourceOf(field.properties.meta_data_source);
    const value = field.data?.trim();
    if (!source || !value) continue;
    const name = field.custom_id ?? field.description ?? 'a choice field';
    const own = await liveEntryKeys(tx, source.type_id, value);
    if (own.length === 0) throw badRequest(M.valueNotInSet(name));
    const parent = source.parent_field_uuid ? byUuid.get(source.parent_field_uuid) : undefined;
    const parentSource = parent && metaDataSourceOf(parent.properties.meta_data_source);
    const parentValue = parent?.data?.trim();
    if (!parentSource || !parentValue) continue;
    const parents = await liveEntryKeys(tx, parentSource.type_id, parentValue);
    const linked =
      parents.length > 0 &&
      (
        await tx
          .select({ key: metaDataLinks.child_entry_key })
          .from(metaDataLinks)
          .where(
            and(
              inArray(metaDataLinks.parent_entry_key, parents),
              inArray(metaDataLinks.child_entry_key, own),
            ),
          )
          .limit(1)
      ).length > 0;
    if (!linked) throw badRequest(M.valueNotInSet(name));
  }
};
