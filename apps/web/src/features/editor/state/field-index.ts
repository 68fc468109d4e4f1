import type { DataField } from '@quire/domain';
import { EMPTY_PAGE, pageKey } from './field-diff.ts';

/**
 * The pack's live fields by uuid, and the fields of each page. A page's list keeps its identity
 * through `reindex()` unless one of its fields changed, so a page that subscribes to its slice
 * re-renders only when something on it moved.
 */
export class FieldIndex {
  private byUuid = new Map<string, DataField>();
  private pages = new Map<string, readonly DataField[]>();

  constructor(fields: readonly DataField[]) {
    for (const field of fields) if (!field.removed) this.byUuid.set(field.uuid, field);
    this.reindex();
  }

  get(uuid: string): DataField | undefined {
    return this.byUuid.get(uuid);
  }

  has(uuid: string): boolean {
    return this.byUuid.has(uuid);
  }

  /** Page slices are stale until `reindex()`: callers batch their writes, then reindex once. */
  set(field: DataField): void {
    this.byUuid.set(field.uuid, field);
  }

  delete(uuid: string): void {
    this.byUuid.delete(uuid);
  }

  all(): DataField[] {
    return [...this.byUuid.values()];
  }

  onPage(documentKey: string, pageIndex: number): readonly DataField[] {
    return this.pages.get(pageKey(documentKey, pageIndex)) ?? EMPTY_PAGE;
  }

  /** Rebuilds the page slices, keeping the previous list of every page whose fields are the same. */
  reindex(): void {
    const next = new Map<string, DataField[]>();
    for (const field of this.byUuid.values()) {
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
}
