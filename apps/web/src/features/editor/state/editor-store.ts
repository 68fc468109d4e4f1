import type { DataField, DataFieldPatch, FieldType } from '@quire/domain';
import {
  emptyHistory,
  historySize,
  mergeSteps,
  pushStep,
  redoStep,
  undoStep,
  type FieldChange,
  type UndoHistory,
  type UndoStep,
} from './undo-stack.ts';
import type { FieldPatch } from './save-queue.ts';
import { EMPTY_PAGE, changedKeys, pageKey, pick, toPatch } from './field-diff.ts';

/** What the store needs around it: where saves go and how §4 behaviours turn a patch into a field. */
export type EditorStoreOptions = {
  fields: readonly DataField[];
  undoDepth: number;
  /** Null when the pack is not in setup: nothing is written. */
  save: ((patch: FieldPatch) => void) | null;
  applyPatch: (field: DataField, patch: DataFieldPatch) => DataField;
  /** Why a patch may not be applied (status, field locking), or null. */
  refusal?: (patch: DataFieldPatch, existing: DataField | undefined) => string | null;
  onRefused?: (message: string) => void;
  now?: () => number;
};

export type ChangeOptions = {
  /** Changes with the same key within `windowMs` of the last one make one undo step. */
  batch?: { key: string; windowMs: number };
};

type Listener = () => void;

/**
 * The editor's fields, selection and undo history in one external store. Pages subscribe to
 * their own slice (`fieldsOnPage`), which keeps its identity unless a field on that page changed,
 * so a drag on page 3 re-renders page 3 only.
 */
export class EditorStore {
  private fields = new Map<string, DataField>();
  private pages = new Map<string, readonly DataField[]>();
  private history: UndoHistory<DataField> = emptyHistory();
  private lastBatch: { key: string; at: number } | null = null;
  private listeners = new Set<Listener>();
  selection: readonly string[] = [];
  armedType: FieldType | null = null;
  /** Who new fields are for (the palette's signer picker); 'self' is the current user. */
  activeSigner: string | null = 'self';
  version = 0;

  constructor(private readonly options: EditorStoreOptions) {
    for (const field of options.fields) if (!field.removed) this.fields.set(field.uuid, field);
    this.rebuildPages();
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get readOnly(): boolean {
    return this.options.save === null;
  }

  field(uuid: string): DataField | undefined {
    return this.fields.get(uuid);
  }

  allFields(): DataField[] {
    return [...this.fields.values()];
  }

  fieldsOnPage(documentKey: string, pageIndex: number): readonly DataField[] {
    return this.pages.get(pageKey(documentKey, pageIndex)) ?? EMPTY_PAGE;
  }

  selectedFields(): DataField[] {
    return this.selection.flatMap((uuid) => this.fields.get(uuid) ?? []);
  }

  get canUndo(): boolean {
    return this.history.done.length > 0;
  }

  get canRedo(): boolean {
    return this.history.undone.length > 0;
  }

  select(uuids: readonly string[]): void {
    this.selection = uuids.filter((u) => this.fields.has(u));
    this.emit();
  }

  arm(type: FieldType | null): void {
    this.armedType = type;
    this.emit();
  }

  setActiveSigner(uuid: string | null): void {
    this.activeSigner = uuid;
    this.emit();
  }

  /** Places new fields (one undo step). */
  add(fields: readonly DataField[]): void {
    if (this.readOnly || fields.length === 0) return;
    if (this.refused(fields.map((f) => ({ uuid: f.uuid, patch: f, existing: undefined })))) return;
    const changes: FieldChange<DataField>[] = [];
    for (const field of fields) {
      this.fields.set(field.uuid, field);
      this.options.save?.(toPatch(field.uuid, { ...field, removed: false }));
      changes.push({ uuid: field.uuid, before: null, after: field });
    }
    this.record({ changes });
    this.finish(fields.map((f) => f.uuid));
  }

  /** Applies patches through the §4 behaviours; one undo step (or merged into the last one). */
  change(patches: readonly { uuid: string; patch: DataFieldPatch }[], options: ChangeOptions = {}) {
    if (this.readOnly) return;
    const checks = patches.map((p) => ({ ...p, existing: this.fields.get(p.uuid) }));
    if (this.refused(checks.filter((c) => c.existing))) return;
    const changes: FieldChange<DataField>[] = [];
    for (const { uuid, patch } of patches) {
      const before = this.fields.get(uuid);
      if (!before) continue;
      const after = this.options.applyPatch(before, patch);
      const keys = changedKeys(before, after);
      if (keys.length === 0) continue;
      this.fields.set(uuid, after);
      this.options.save?.(toPatch(uuid, pick(after, keys)));
      changes.push({ uuid, before: pick(before, keys), after: pick(after, keys) });
    }
    if (changes.length === 0) return;
    this.record({ changes }, options.batch);
    this.finish();
  }

  /** Deletes fields (one undo step); undo brings them back whole. */
  remove(uuids: readonly string[]): void {
    if (this.readOnly) return;
    const checks = uuids.map((uuid) => ({
      uuid,
      patch: { removed: true },
      existing: this.fields.get(uuid),
    }));
    if (this.refused(checks.filter((c) => c.existing))) return;
    const changes: FieldChange<DataField>[] = [];
    for (const uuid of uuids) {
      const field = this.fields.get(uuid);
      if (!field) continue;
      this.fields.delete(uuid);
      this.options.save?.({ uuid, removed: true });
      changes.push({ uuid, before: field, after: null });
    }
    if (changes.length === 0) return;
    this.record({ changes });
    this.selection = this.selection.filter((u) => !uuids.includes(u));
    this.finish();
  }

  undo(): boolean {
    const result = undoStep(this.history);
    if (!result || this.readOnly || this.replayRefused(result.step, 'before')) return false;
    this.history = result.history;
    this.lastBatch = null;
    this.replay(result.step, 'before');
    return true;
  }

  redo(): boolean {
    const result = redoStep(this.history);
    if (!result || this.readOnly || this.replayRefused(result.step, 'after')) return false;
    this.history = result.history;
    this.lastBatch = null;
    this.replay(result.step, 'after');
    return true;
  }

  /** Shift-alt-F11: empties the history and says how many entries went. */
  clearHistory(): number {
    const n = historySize(this.history);
    this.history = emptyHistory();
    this.lastBatch = null;
    this.emit();
    return n;
  }

  /** Fields another editor changed (get_data_fields?since): they replace ours, removed ones go. */
  mergeRemote(fields: readonly DataField[], keepLocal: (uuid: string) => boolean): void {
    for (const field of fields) {
      if (keepLocal(field.uuid)) continue;
      if (field.removed) this.fields.delete(field.uuid);
      else this.fields.set(field.uuid, field);
    }
    this.selection = this.selection.filter((u) => this.fields.has(u));
    this.rebuildPages();
    this.emit();
  }

  /** The server's answer to a save: it may have made a custom id unique. */
  acknowledge(saved: readonly { uuid: string; custom_id: string | null; date_updated: string }[]) {
    let changed = false;
    for (const { uuid, custom_id, date_updated } of saved) {
      const field = this.fields.get(uuid);
      if (!field) continue;
      const next = { ...field, date_updated, custom_id: custom_id ?? field.custom_id };
      if (next.custom_id !== field.custom_id) changed = true;
      this.fields.set(uuid, next);
    }
    if (changed) {
      this.rebuildPages();
      this.emit();
    }
  }

  private replay(step: UndoStep<DataField>, side: 'before' | 'after'): void {
    const touched: string[] = [];
    for (const change of step.changes) {
      const target = change[side];
      const current = this.fields.get(change.uuid);
      if (target === null) {
        if (!current) continue;
        this.fields.delete(change.uuid);
        this.options.save?.({ uuid: change.uuid, removed: true });
        continue;
      }
      const next = { ...(current ?? change.before ?? change.after), ...target } as DataField;
      this.fields.set(change.uuid, next);
      this.options.save?.(toPatch(change.uuid, current ? target : { ...next, removed: false }));
      touched.push(change.uuid);
    }
    this.finish(touched);
  }

  private replayRefused(step: UndoStep<DataField>, side: 'before' | 'after'): boolean {
    return this.refused(
      step.changes.map((c) => ({
        patch: (c[side] ?? { removed: true }) as DataFieldPatch,
        existing: this.fields.get(c.uuid),
      })),
    );
  }

  private refused(
    checks: readonly { patch: DataFieldPatch; existing: DataField | undefined }[],
  ): boolean {
    const { refusal, onRefused } = this.options;
    if (!refusal) return false;
    for (const { patch, existing } of checks) {
      const message = refusal(patch, existing);
      if (message) {
        onRefused?.(message);
        return true;
      }
    }
    return false;
  }

  private record(step: UndoStep<DataField>, batch?: ChangeOptions['batch']): void {
    const now = (this.options.now ?? Date.now)();
    const last = this.history.done.at(-1);
    if (
      batch &&
      last &&
      this.lastBatch?.key === batch.key &&
      now - this.lastBatch.at < batch.windowMs
    ) {
      this.history = {
        done: [...this.history.done.slice(0, -1), mergeSteps(last, step)],
        undone: [],
      };
    } else {
      this.history = pushStep(this.history, step, this.options.undoDepth);
    }
    this.lastBatch = batch ? { key: batch.key, at: now } : null;
  }

  /** After a change: selects `select` when given (placed or restored fields), then re-renders. */
  private finish(select: readonly string[] = []): void {
    if (select.length > 0) this.selection = [...new Set(select)];
    this.selection = this.selection.filter((u) => this.fields.has(u));
    this.rebuildPages();
    this.emit();
  }

  private rebuildPages(): void {
    const next = new Map<string, DataField[]>();
    for (const field of this.fields.values()) {
      const key = pageKey(field.document_key, field.page_index);
      const list = next.get(key);
      if (list) list.push(field);
      else next.set(key, [field]);
    }
    const pages = new Map<string, readonly DataField[]>();
    for (const [key, list] of next) {
      const previous = this.pages.get(key);
      const same =
        previous && previous.length === list.length && previous.every((f, i) => f === list[i]);
      pages.set(key, same ? previous : list);
    }
    this.pages = pages;
  }

  private emit(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}
