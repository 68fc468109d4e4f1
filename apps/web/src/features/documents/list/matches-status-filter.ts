import type { DocumentDto, DocumentListStatusFilter } from '@quire/domain';

/**
 * Spec §4: the list drops documents that no longer match the status filter. The server applies
 * the filter when listing; this answers the same question for a row that changed since.
 */
export const matchesStatusFilter = (
  doc: Pick<DocumentDto, 'status' | 'signatories'>,
  filter: DocumentListStatusFilter,
  userKey: string,
): boolean => {
  if (filter === 'all') return true;
  if (filter === 'awaiting_my_signature') {
    return (
      doc.status === 'awaiting_signatures' &&
      doc.signatories.some((s) => s.user_key === userKey && s.status === 'awaiting_signatures')
    );
  }
  return doc.status === filter;
};
