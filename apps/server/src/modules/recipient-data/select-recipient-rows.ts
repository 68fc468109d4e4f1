import {
  filterRuleProblem,
  matchesFilterRules,
  type FilterRule,
  type RecipientDataRow,
  type RecipientFieldType,
} from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import { findRecipientData, pageOfRows } from './recipient-data-repository.ts';

const SCAN_BATCH = 2000;

/**
 * The rows of a client list that pass every filter rule (§5), in position order, in batches: what
 * a bulk send selects and the rows screen shows. Memory stays flat in the list's size. A rule the
 * list cannot apply (unknown field, operator not of its type, bad value) is a 400 with the reason.
 * No access check: callers have already loaded the list for their caller.
 */
export async function* selectRecipientRows(
  db: Db,
  recipientDataKey: string,
  filterRules: readonly FilterRule[],
  now: Date,
): AsyncGenerator<RecipientDataRow[]> {
  const source = await findRecipientData(db, recipientDataKey);
  if (!source) return;
  const names = source.field_names;
  const types = source.field_types as RecipientFieldType[];
  for (const rule of filterRules) {
    const problem = filterRuleProblem(rule, names, types);
    if (problem) throw badRequest(problem);
  }
  for (let after = 0; ;) {
    const rows = await pageOfRows(db, recipientDataKey, after, SCAN_BATCH);
    if (rows.length === 0) return;
    after = rows.at(-1)!.position;
    const matching = rows.filter((r) =>
      matchesFilterRules(r.cells, names, types, filterRules, now),
    );
    if (matching.length) yield matching;
    if (rows.length < SCAN_BATCH) return;
  }
}
