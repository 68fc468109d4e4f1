import type { BlockingCheck, DataField } from '@quire/domain';
import { useEffect, useRef, useSyncExternalStore } from 'react';

/** Where the first offending field is: the editor opens that child and page. */
export type FlagTarget = { uuid: string; documentKey: string; pageIndex: number };

/**
 * What a refused request points at in one pack: each offending field's and signatory's §5
 * messages, and the first field to show. `id` tells one refusal from the next.
 */
export type BlockingFlags = {
  id: number;
  packKey: string;
  fields: ReadonlyMap<string, string>;
  signatories: ReadonlyMap<string, string>;
  first: FlagTarget | null;
  /** What the first check that names anything is about: the editor shows that. */
  focus: 'field' | 'signers' | null;
};

let current: BlockingFlags | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const messagesBy = (checks: readonly BlockingCheck[], pick: (c: BlockingCheck) => string[]) => {
  const map = new Map<string, string>();
  for (const check of checks)
    for (const uuid of pick(check))
      map.set(uuid, map.has(uuid) ? `${map.get(uuid)} ${check.message}` : check.message);
  return map;
};

/** Reading order: child position, then page, then top to bottom, then left to right. */
const firstField = (uuids: ReadonlySet<string>, fields: readonly DataField[], order: string[]) =>
  fields
    .filter((f) => uuids.has(f.uuid))
    .sort(
      (a, b) =>
        order.indexOf(a.document_key) - order.indexOf(b.document_key) ||
        a.page_index - b.page_index ||
        a.y - b.y ||
        a.x - b.x,
    )[0];

/**
 * Marks what the failing checks are about (docs/api-editor.md `blocking_checks`): the editor
 * outlines those fields and signers and shows the first one. Replaces any earlier marks.
 */
export const flagBlockingChecks = (
  packKey: string,
  checks: readonly BlockingCheck[],
  fields: readonly DataField[],
  childOrder: string[],
): BlockingFlags => {
  const byField = messagesBy(checks, (c) => c.field_uuids);
  const first = firstField(new Set(byField.keys()), fields, childOrder);
  const leading = checks.find((c) => c.field_uuids.length + c.signatory_uuids.length > 0);
  current = {
    id: nextId++,
    packKey,
    fields: byField,
    signatories: messagesBy(checks, (c) => c.signatory_uuids),
    first: first
      ? { uuid: first.uuid, documentKey: first.document_key, pageIndex: first.page_index }
      : null,
    focus: !leading ? null : leading.field_uuids.length > 0 ? 'field' : 'signers',
  };
  emit();
  return current;
};

/** Takes the marks off a pack (it was sent, or checks passed). */
export const clearBlockingFlags = (packKey: string): void => {
  if (current?.packKey !== packKey) return;
  current = null;
  emit();
};

/** Takes the mark off one field or signatory: the user has changed it. */
export const unflag = (uuid: string): void => {
  if (!current || (!current.fields.has(uuid) && !current.signatories.has(uuid))) return;
  const without = (map: ReadonlyMap<string, string>) =>
    new Map([...map].filter(([key]) => key !== uuid));
  current = {
    ...current,
    fields: without(current.fields),
    signatories: without(current.signatories),
  };
  emit();
};

/** The marks on `packKey`, if any. */
export const useBlockingFlags = (packKey: string): BlockingFlags | null =>
  useSyncExternalStore(subscribe, () => (current?.packKey === packKey ? current : null));

/** The §5 message(s) a field or signatory (uuids are unique) is marked with, or null. */
export const useFlagOf = (uuid: string): string | null =>
  useSyncExternalStore(subscribe, () =>
    current ? (current.fields.get(uuid) ?? current.signatories.get(uuid) ?? null) : null,
  );

/**
 * Takes the mark off once `value` (the marked field or signatory) changes: what the user edits
 * is what they are fixing. `date_updated` alone (a save's echo) is no change.
 */
export const useUnflagOnChange = (uuid: string, flag: string | null, value: object): void => {
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (!flag) {
      seen.current = null;
      return;
    }
    const now = JSON.stringify({ ...value, date_updated: null, updated_by_user_name: null });
    if (seen.current === null) seen.current = now;
    else if (seen.current !== now) unflag(uuid);
  }, [uuid, flag, value]);
};

/** The signatory a refusal names first (the signers panel scrolls to it). */
export const isFirstFlaggedSignatory = (uuid: string): boolean =>
  current !== null && current.signatories.keys().next().value === uuid;
