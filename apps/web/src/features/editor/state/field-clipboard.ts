import type { FieldClipboard } from '@quire/domain';

/** Where copied fields wait, so that they paste into another tab, document or pack. */
export const FIELD_CLIPBOARD_KEY = 'quire.field-clipboard';

export const writeFieldClipboard = (
  clipboard: FieldClipboard,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void => storage.setItem(FIELD_CLIPBOARD_KEY, JSON.stringify(clipboard));

/** The stored clipboard, or null when empty or unreadable (another version wrote it, say). */
export const readFieldClipboard = (
  storage: Pick<Storage, 'getItem'> = localStorage,
): FieldClipboard | null => {
  const raw = storage.getItem(FIELD_CLIPBOARD_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<FieldClipboard>;
    if (
      typeof parsed.pack_key !== 'string' ||
      typeof parsed.document_key !== 'string' ||
      !Array.isArray(parsed.fields)
    )
      return null;
    return { pack_key: parsed.pack_key, document_key: parsed.document_key, fields: parsed.fields };
  } catch {
    return null;
  }
};
