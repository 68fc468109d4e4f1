import { describe, expect, it } from 'vitest';
import { META_DATA_MESSAGES as M, metaDataQueryJsonSchema, metaDataSourceOf } from './meta-data.ts';
import {
  MetaDataImportError,
  entryIdentity,
  importLevelsMatch,
  planMetaDataImport,
} from './meta-data-import.ts';

describe('planMetaDataImport', () => {
  it('reads two levels with ids and links each child to its parent', () => {
    const plan = planMetaDataImport([
      ['Province', 'Province primary id', 'City', 'City secondary id'],
      ['Gauteng', 'GP', 'Johannesburg', 'JHB'],
      ['Gauteng', 'GP', 'Pretoria', ''],
      ['Western Cape', 'WC', 'Cape Town', 'CPT'],
      ['Limpopo', 'LP', '', ''],
    ]);
    expect(plan.levels).toEqual(['Province', 'City']);
    expect([...plan.entries.values()].map((e) => e.name)).toEqual([
      'Gauteng',
      'Johannesburg',
      'Pretoria',
      'Western Cape',
      'Cape Town',
      'Limpopo',
    ]);
    const gauteng = entryIdentity(0, 'Gauteng', 'GP');
    expect(plan.entries.get(gauteng)).toEqual({
      level: 0,
      identity: '#GP',
      name: 'Gauteng',
      primary_id: 'GP',
      secondary_id: null,
    });
    expect([...plan.links.get(gauteng)!]).toEqual([
      entryIdentity(1, 'Johannesburg', null),
      entryIdentity(1, 'Pretoria', null),
    ]);
    expect(plan.entries.get(entryIdentity(1, 'Cape Town', null))?.secondary_id).toBe('CPT');
  });

  it('lets one child sit under two parents (links, not a copy)', () => {
    const plan = planMetaDataImport([
      ['Region', 'Office'],
      ['North', 'Shared desk'],
      ['South', 'Shared desk'],
    ]);
    expect(plan.entries.size).toBe(3);
    expect(plan.links.get(entryIdentity(0, 'South', null))).toEqual(
      new Set([entryIdentity(1, 'Shared desk', null)]),
    );
  });

  it('refuses a value under a blank parent, naming the row', () => {
    expect(() =>
      planMetaDataImport([
        ['Province', 'City'],
        ['Gauteng', 'Pretoria'],
        ['', 'Durban'],
      ]),
    ).toThrow(new MetaDataImportError(M.csvGap(3, 'City', 'Province')));
  });

  it('refuses a header without levels, an id column for no level, duplicates and no rows', () => {
    expect(() => planMetaDataImport([])).toThrow(M.csvEmpty);
    expect(() => planMetaDataImport([['Code primary id'], ['x']])).toThrow(M.csvNoLevels);
    expect(() =>
      planMetaDataImport([
        ['A', 'Code primary id'],
        ['x', 'y'],
      ]),
    ).toThrow(M.csvIdColumnWithoutLevel('Code primary id'));
    expect(() =>
      planMetaDataImport([
        ['A', 'a'],
        ['x', 'y'],
      ]),
    ).toThrow(M.csvDuplicateLevel('a'));
    expect(() => planMetaDataImport([['A'], ['  ']])).toThrow(M.csvNoRows);
    expect(() => planMetaDataImport([['A', 'B', 'C', 'D', 'E', 'F', 'G'], ['x']])).toThrow(
      M.csvTooManyLevels(6),
    );
  });

  it('matches levels of an existing set case-insensitively and in order', () => {
    expect(importLevelsMatch([], ['A'])).toBe(true);
    expect(importLevelsMatch(['Province', 'City'], ['province', 'CITY'])).toBe(true);
    expect(importLevelsMatch(['Province', 'City'], ['City', 'Province'])).toBe(false);
    expect(importLevelsMatch(['Province', 'City'], ['Province'])).toBe(false);
  });
});

describe('query_json and the field source', () => {
  it('takes query_json as an object or a JSON string, with the §7 defaults', () => {
    const fromString = metaDataQueryJsonSchema.parse(
      JSON.stringify({ meta_data_set_id: 's', meta_data_type_id: 't' }),
    );
    expect(fromString).toEqual({
      meta_data_set_id: 's',
      meta_data_type_id: 't',
      meta_data_link_type_ids: [],
      meta_data_primary_ids: [],
      meta_data_secondary_ids: [],
      current_selected_id: null,
      filter_by_name: '',
      being_updated_by_child: false,
    });
    expect(metaDataQueryJsonSchema.safeParse('{not json').success).toBe(false);
    expect(metaDataQueryJsonSchema.safeParse({ meta_data_set_id: 's' }).success).toBe(false);
  });

  it('reads a stored field source, or null for anything else', () => {
    expect(metaDataSourceOf({ set_id: 's', type_id: 't' })).toEqual({
      set_id: 's',
      type_id: 't',
      parent_field_uuid: null,
    });
    expect(metaDataSourceOf(null)).toBeNull();
    expect(metaDataSourceOf({ set_id: 's' })).toBeNull();
  });
});
