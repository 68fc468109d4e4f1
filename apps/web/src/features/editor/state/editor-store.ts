import type { DataField, DataFieldPatch, FieldType } from '@quire/domain';
import { firstRefusal, replayChecks, type EditRefusal, type RefusalCheck } from './edit-refusal.ts';
import { changedKeys, pick, toPatch } from './field-diff.ts';
import { FieldIndex } from './field-index.ts';
import type { FieldPatch } from './save-queue.ts';
import { acknowledgeSaved, mergeRemoteFields, type SavedField } from './server-sync.ts';
import { replayStep } from './step-replay.ts';
import { StoreListeners } from './store-listeners.ts';
import { UndoRecorder, type BatchKey } from './undo-recorder.ts';
import type { FieldChange, UndoStep } from './undo-stack.ts';

/** What the store needs around it: where saves go and how §4 behaviours turn a patch into a field. */
export type EditorStoreOptions = {
  fields: readonly DataField[];
  undoDepth: number;
  /** Null when the pack is not in setup: nothing is written. */
  save: ((patch: FieldPatch) => void) | null;
  applyPatch: (field: DataField, patch: DataFieldPatch) => DataField;
  /** Why a patch may not be applied (status, field locking), or null. */
  refusal?: EditRefusal;
  onRefused?: (message: string) => void;
  now?: () => number;
};

export type ChangeOptions = {
  /** Changes with the same key within `windowMs` of the last one make one undo step. */
  batch?: BatchKey;
};

/**
 * The editor's fields, selection and undo history in one external store. Pages subscribe to
 * their own slice (`fieldsOnPage`), which keeps its identity unless a field on that page changed,
 * so a drag on page 3 re-renders page 3 only.
 */
export class EditorStore extends StoreListeners {
  private readonly fields: FieldIndex;
  private readonly undoRecorder: UndoRecorder<DataField>;
  selection: readonly string[] = [];
  armedType: FieldType | null = null;
  /** Who new fields are for (the palette's signer picker); 'self' is the current user. */
  activeSigner: string | null = 'self';

  constructor(private readonly options: EditorStoreOptions) {
    super();
    this.fields = new FieldIndex(options.fields);
    this.undoRecorder = new UndoRecorder(options.undoDepth, options.now);
  }

  get readOnly(): boolean {
    return this.options.save === null;
  }

  field(uuid: string): DataField | undefined {
    return this.fields.get(uuid);
  }

  allFields(): DataField[] {
    return this.fields.all();
  }

  fieldsOnPage(documentKey: string, pageIndex: number): readonly DataField[] {
    return this.fields.onPage(documentKey, pageIndex);
  }

  selectedFields(): DataField[] {
    return this.selection.flatMap((uuid) => this.fields.get(uuid) ?? []);
  }

  get canUndo(): boolean {
    return this.undoRecorder.canUndo;
  }

  get canRedo(): boolean {
    return this.undoRecorder.canRedo;
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
    if (this.refused(fields.map((f) => ({ patch: f, existing: undefined })))) return;
    const changes: FieldChange<DataField>[] = [];
    for (const field of fields) {
      this.fields.set(field);
      this.save(toPatch(field.uuid, { ...field, removed: false }));
      changes.push({ uuid: field.uuid, before: null, after: field });
    }
    this.undoRecorder.record({ changes });
    this.finish(fields.map((f) => f.uuid));
  }

  /** Applies patches through the §4 behaviours; one undo step (or merged into the last one). */
  change(patches: readonly { uuid: string; patch: DataFieldPatch }[], options: ChangeOptions = {}) {
    if (this.readOnly) return;
    const checks = patches.map((p) => ({ patch: p.patch, existing: this.fields.get(p.uuid) }));
    if (this.refused(checks.filter((c) => c.existing))) return;
    const changes: FieldChange<DataField>[] = [];
    for (const { uuid, patch } of patches) {
      const before = this.fields.get(uuid);
      if (!before) continue;
      const after = this.options.applyPatch(before, patch);
      const keys = changedKeys(before, after);
      if (keys.length === 0) continue;
      this.fields.set(after);
      this.save(toPatch(uuid, pick(after, keys)));
      changes.push({ uuid, before: pick(before, keys), after: pick(after, keys) });
    }
    if (changes.length === 0) return;
    this.undoRecorder.record({ changes }, options.batch);
    this.finish();
  }

  /** Deletes fields (one undo step); undo brings them back whole. */
  remove(uuids: readonly string[]): void {
    if (this.readOnly) return;
    const checks = uuids.map((uuid) => ({
      patch: { removed: true },
      existing: this.fields.get(uuid),
    }));
    if (this.refused(checks.filter((c) => c.existing))) return;
    const changes: FieldChange<DataField>[] = [];
    for (const uuid of uuids) {
      const field = this.fields.get(uuid);
      if (!field) continue;
      this.fields.delete(uuid);
      this.save({ uuid, removed: true });
      changes.push({ uuid, before: field, after: null });
    }
    if (changes.length === 0) return;
    this.undoRecorder.record({ changes });
    this.selection = this.selection.filter((u) => !uuids.includes(u));
    this.finish();
  }

  undo(): boolean {
    return this.replay(this.undoRecorder.peekUndo(), 'before');
  }

  redo(): boolean {
    return this.replay(this.undoRecorder.peekRedo(), 'after');
  }

  /** Shift-alt-F11: empties the history and says how many entries went. */
  clearHistory(): number {
    const n = this.undoRecorder.clear();
    this.emit();
    return n;
  }

  /** Fields another editor changed (get_data_fields?since): they replace ours, removed ones go. */
  mergeRemote(fields: readonly DataField[], keepLocal: (uuid: string) => boolean): void {
    mergeRemoteFields(this.fields, fields, keepLocal);
    this.finish();
  }

  /** The server's answer to a save: it may have made a custom id unique. */
  acknowledge(saved: readonly SavedField[]): void {
    if (acknowledgeSaved(this.fields, saved)) this.finish();
  }

  private replay(
    peeked: { step: UndoStep<DataField>; commit: () => void } | null,
    side: 'before' | 'after',
  ): boolean {
    if (!peeked || this.readOnly) return false;
    const fieldOf = (uuid: string) => this.fields.get(uuid);
    if (this.refused(replayChecks(peeked.step, side, fieldOf))) return false;
    peeked.commit();
    const touched: string[] = [];
    for (const write of replayStep(peeked.step, side, fieldOf)) {
      if (write.field) {
        this.fields.set(write.field);
        touched.push(write.uuid);
      } else this.fields.delete(write.uuid);
      this.save(write.save);
    }
    this.finish(touched);
    return true;
  }

  private save(patch: FieldPatch): void {
    this.options.save?.(patch);
  }

  private refused(checks: readonly RefusalCheck[]): boolean {
    const message = firstRefusal(this.options.refusal, checks);
    if (message) this.options.onRefused?.(message);
    return message !== null;
  }

  /** After a change: selects `select` when given (placed or restored fields), then re-renders. */
  private finish(select: readonly string[] = []): void {
    if (select.length > 0) this.selection = [...new Set(select)];
    this.selection = this.selection.filter((u) => this.fields.has(u));
    this.fields.reindex();
    this.emit();
  }
}
