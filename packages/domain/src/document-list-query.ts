import { z } from 'zod';
import {
  DOCUMENT_LIST_STATUS_FILTERS,
  DOCUMENT_LIST_TYPE_FILTERS,
} from './document-list-filters.ts';
import { MESSAGES } from './messages.ts';

/** The list answers 25 packs a page (docs/api-documents.md). */
export const DOCUMENT_LIST_PAGE_SIZE = 25;
/** Search needs three characters: the trigram index cannot help with fewer. */
export const MIN_SEARCH_LENGTH = 3;
/** search_offset pages a search without a cursor; beyond this the cursor is the way on. */
export const MAX_SEARCH_OFFSET = 1_000;

/** Query-string booleans as browsers send them. */
const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** GET /app/documents and GET /app/search/documents (spec §7). */
export const documentListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  document_type: z.enum(DOCUMENT_LIST_TYPE_FILTERS).default('document'),
  // The list's filters plus conversion_error, the one §4 pack status the filter menu leaves out.
  document_status: z.enum([...DOCUMENT_LIST_STATUS_FILTERS, 'conversion_error']).default('all'),
  search_query: z.string().max(200).optional(),
  search_offset: z.coerce.number().int().min(0).max(MAX_SEARCH_OFFSET).optional(),
  is_trash_view: queryBoolean,
  include_signatories: queryBoolean,
  /** Issue 17: only the packs filed in this folder of the workspace's tree (not its sub-folders). */
  folder_id: z.string().min(1).max(64).optional(),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

/** The search route refuses what the trigram index cannot serve. */
export const searchQuerySchema = documentListQuerySchema.extend({
  search_query: z
    .string()
    .trim()
    .min(MIN_SEARCH_LENGTH, { error: MESSAGES.searchTooShort })
    .max(200),
});

/** A search term as stored text is matched: trimmed and lower-cased; null when too short to use. */
export const normaliseSearchTerm = (query: string | undefined): string | null => {
  const term = query?.trim().toLowerCase() ?? '';
  return term.length >= MIN_SEARCH_LENGTH ? term : null;
};

/**
 * What the list's search matches (`documents.search_text`): the pack's name, its children's
 * names, its signatories' names and emails, lower-cased, one per line.
 */
export const documentSearchText = (parts: {
  name: string;
  childNames: readonly string[];
  signatories: readonly { name: string | null; email: string | null }[];
}): string =>
  [parts.name, ...parts.childNames, ...parts.signatories.flatMap((s) => [s.name, s.email])]
    .filter((v): v is string => !!v && v.trim().length > 0)
    .map((v) => v.trim().toLowerCase())
    .join('\n');
