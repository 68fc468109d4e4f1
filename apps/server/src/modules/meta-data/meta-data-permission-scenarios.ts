import { newKey } from '../../lib/ids.ts';
import { metaDataEntries, metaDataSets, metaDataTypes } from '../../db/schema.ts';
import type { MatrixKit, Scenario } from '../permissions/permission-matrix-kit.ts';

const DATA = 'user_profile_permissions.can_view_data_sources';

/** A one-level set of the team workspace with one value, made directly (the flag may be off). */
const metaDataSet = async (k: MatrixKit) => {
  const key = newKey();
  const typeKey = newKey();
  const entryKey = newKey();
  await k.t.ctx.db
    .insert(metaDataSets)
    .values({ key, account_key: k.team, created_by: k.member.user_key, name: 'Regions' });
  await k.t.ctx.db
    .insert(metaDataTypes)
    .values({ key: typeKey, set_key: key, name: 'Region', position: 0 });
  await k.t.ctx.db.insert(metaDataEntries).values({
    key: entryKey,
    set_key: key,
    type_key: typeKey,
    identity: '=North',
    name: 'North',
  });
  return { key, typeKey, entryKey };
};

/** The permission matrix's scenarios for the metadata set routes (docs/api-meta-data.md). */
export const META_DATA_SCENARIOS: Record<string, Scenario> = {
  [`${DATA} GET /app/meta_data_sets`]: {
    prepare: async (k) => () => k.asMember('GET', '/app/meta_data_sets'),
  },
  [`${DATA} POST /app/meta_data_sets/add_update_meta_data_set`]: {
    prepare: async (k) => {
      const set = await metaDataSet(k);
      return () =>
        k.asMember('POST', '/app/meta_data_sets/add_update_meta_data_set', {
          data: { key: set.key, archived: true },
        });
    },
  },
  [`${DATA} GET /app/meta_data_sets/{key}`]: {
    prepare: async (k) => {
      const set = await metaDataSet(k);
      return () => k.asMember('GET', `/app/meta_data_sets/${set.key}`);
    },
  },
  [`${DATA} POST /app/meta_data_sets/{key}/import_csv`]: {
    prepare: async (k) => {
      const set = await metaDataSet(k);
      return () =>
        k.asMember('POST', `/app/meta_data_sets/${set.key}/import_csv`, {
          csv: 'Region\nSouth',
        });
    },
  },
  [`${DATA} POST /app/meta_data_sets/{key}/entries/{entry_key}`]: {
    prepare: async (k) => {
      const set = await metaDataSet(k);
      return () =>
        k.asMember('POST', `/app/meta_data_sets/${set.key}/entries/${set.entryKey}`, {
          name: 'Far North',
        });
    },
  },
  'document_permissions.can_configure_custom_controls POST /app/documents/{key}/add_update_data_field':
    {
      prepare: async (k) => {
        const p = await k.pack();
        const set = await metaDataSet(k);
        return () =>
          k.asMember('POST', `/app/documents/${p.key}/add_update_data_field`, {
            data: [
              {
                uuid: `md-${newKey()}`,
                document_key: p.childKeys[0],
                type: 'choice',
                page_index: 0,
                x: 100,
                y: 100,
                meta_data_source: {
                  set_id: set.key,
                  type_id: set.typeKey,
                  parent_field_uuid: null,
                },
              },
            ],
          });
      },
    },
};
