import { META_DATA_MAX_LEVELS, META_DATA_MESSAGES as M } from './meta-data.ts';

/**
 * How a CSV becomes a metadata set (docs/api-meta-data.md "CSV import"): each column is a level,
 * parent to child from left to right; a column named "<level> primary id" or "<level> secondary
 * id" gives that level's external ids. Each row is one path from the top level down; a row may
 * stop early (blank cells to the right), never skip a level.
 */
export type ImportLevel = {
  name: string;
  column: number;
  primary: number | null;
  secondary: number | null;
};

export type ImportEntry = {
  level: number;
  /** The identity within its level (what a re-import matches on). */
  identity: string;
  name: string;
  primary_id: string | null;
  secondary_id: string | null;
};

export type ImportPlan = {
  levels: string[];
  /** Entries by identity (see entryIdentity), in first-seen order. */
  entries: Map<string, ImportEntry>;
  /** Parent identity → child identities (level n → level n + 1). */
  links: Map<string, Set<string>>;
};

const ID_COLUMN = /^(.*?)\s+(primary|secondary)\s+id$/i;

/** Within a level an entry is its primary id when it has one, else its name (as stored). */
export const levelIdentity = (name: string, primaryId: string | null): string =>
  primaryId ? `#${primaryId}` : `=${name}`;

/** An entry's identity across the plan's levels: the level, then its identity in the level. */
export const entryIdentity = (level: number, name: string, primaryId: string | null): string =>
  `${level}:${levelIdentity(name, primaryId)}`;

export class MetaDataImportError extends Error {}

export const readImportLevels = (header: readonly string[]): ImportLevel[] => {
  const levels: ImportLevel[] = [];
  const idColumns: { level: string; kind: string; column: number; header: string }[] = [];
  header.forEach((raw, column) => {
    const cell = raw.trim();
    const idMatch = ID_COLUMN.exec(cell);
    if (idMatch) {
      idColumns.push({
        level: idMatch[1]!.trim(),
        kind: idMatch[2]!.toLowerCase(),
        column,
        header: cell,
      });
      return;
    }
    if (!cell) return;
    if (levels.some((l) => l.name.toLowerCase() === cell.toLowerCase()))
      throw new MetaDataImportError(M.csvDuplicateLevel(cell));
    levels.push({ name: cell, column, primary: null, secondary: null });
  });
  if (levels.length === 0) throw new MetaDataImportError(M.csvNoLevels);
  if (levels.length > META_DATA_MAX_LEVELS)
    throw new MetaDataImportError(M.csvTooManyLevels(META_DATA_MAX_LEVELS));
  for (const idColumn of idColumns) {
    const level = levels.find((l) => l.name.toLowerCase() === idColumn.level.toLowerCase());
    if (!level) throw new MetaDataImportError(M.csvIdColumnWithoutLevel(idColumn.header));
    if (idColumn.kind === 'primary') level.primary = idColumn.column;
    else level.secondary = idColumn.column;
  }
  return levels;
};

const cellOf = (row: readonly string[], column: number | null): string | null => {
  if (column === null) return null;
  const value = (row[column] ?? '').trim();
  return value || null;
};

/**
 * Turns parsed CSV records (header first) into levels, entries and parent → child links.
 * Refuses, naming the row, a value under a blank parent; refuses a file with no values.
 */
export const planMetaDataImport = (records: readonly (readonly string[])[]): ImportPlan => {
  const [header, ...rows] = records;
  if (!header) throw new MetaDataImportError(M.csvEmpty);
  const levels = readImportLevels(header);
  const entries = new Map<string, ImportEntry>();
  const links = new Map<string, Set<string>>();
  rows.forEach((row, index) => {
    let parent: string | null = null;
    let ended: string | null = null;
    levels.forEach((level, depth) => {
      const name = cellOf(row, level.column);
      if (!name) {
        ended ??= level.name;
        return;
      }
      if (ended !== null) throw new MetaDataImportError(M.csvGap(index + 2, level.name, ended));
      const primary = cellOf(row, level.primary);
      const identity = entryIdentity(depth, name, primary);
      const known = entries.get(identity);
      entries.set(identity, {
        level: depth,
        name: known?.name ?? name,
        identity: levelIdentity(name, primary),
        primary_id: primary,
        secondary_id: cellOf(row, level.secondary) ?? known?.secondary_id ?? null,
      });
      if (parent !== null) {
        const children = links.get(parent) ?? new Set<string>();
        children.add(identity);
        links.set(parent, children);
      }
      parent = identity;
    });
  });
  if (entries.size === 0) throw new MetaDataImportError(M.csvNoRows);
  return { levels: levels.map((l) => l.name), entries, links };
};

/** A set that already has levels takes only a CSV with the same levels in the same order. */
export const importLevelsMatch = (existing: readonly string[], incoming: readonly string[]) =>
  existing.length === 0 ||
  (existing.length === incoming.length &&
    existing.every((name, i) => name.toLowerCase() === incoming[i]!.toLowerCase()));
