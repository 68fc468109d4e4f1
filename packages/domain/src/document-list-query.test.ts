import { describe, expect, it } from 'vitest';
import {
  documentListQuerySchema,
  documentSearchText,
  normaliseSearchTerm,
  searchQuerySchema,
} from './document-list-query.ts';
import { MESSAGES } from './messages.ts';

describe('document list query', () => {
  it('defaults to documents of every status and reads query-string booleans', () => {
    expect(documentListQuerySchema.parse({ is_trash_view: 'true' })).toMatchObject({
      document_type: 'document',
      document_status: 'all',
      is_trash_view: true,
    });
    expect(documentListQuerySchema.safeParse({ document_status: 'lost' }).success).toBe(false);
  });

  it('refuses a search under three characters with the spec-style message', () => {
    const r = searchQuerySchema.safeParse({ search_query: ' ab ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(MESSAGES.searchTooShort);
    expect(normaliseSearchTerm(' AbC ')).toBe('abc');
    expect(normaliseSearchTerm('ab')).toBeNull();
  });

  it('builds search text from names and signatories, lower-cased', () => {
    expect(
      documentSearchText({
        name: 'Lease',
        childNames: ['Annex A.pdf'],
        signatories: [
          { name: 'Ann Archer', email: 'Ann@Example.com' },
          { name: '', email: null },
        ],
      }),
    ).toBe('lease\nannex a.pdf\nann archer\nann@example.com');
  });
});
