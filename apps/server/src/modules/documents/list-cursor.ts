import { z } from 'zod';

/**
 * The list's keyset cursor: the last row's exact `date_updated` text and key, base64url JSON.
 * Opaque to clients; anything that does not decode is treated as no longer valid.
 */
export type ListCursor = { date_updated: string; key: string };

const cursorSchema = z.object({
  t: z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
  k: z.string().min(1).max(100),
});

export const encodeListCursor = (c: ListCursor): string =>
  Buffer.from(JSON.stringify({ t: c.date_updated, k: c.key })).toString('base64url');

export const decodeListCursor = (text: string): ListCursor | null => {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString()));
    return parsed.success ? { date_updated: parsed.data.t, key: parsed.data.k } : null;
  } catch {
    return null;
  }
};
