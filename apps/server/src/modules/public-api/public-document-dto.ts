import type { PublicDocument } from '@quire/domain';
import type { ChildSummaryRow, DocumentDtoRow } from '../documents/document-dto.ts';
import type { SignatoryRow } from '../documents/document-repository.ts';

const iso = (d: Date | string | null | undefined): string | null =>
  d ? new Date(d).toISOString() : null;

/**
 * A pack as the public API shows it: a stable, documented subset of what the web app reads, so
 * the web's own answers can change without breaking integrations.
 */
export const toPublicDocument = (
  pack: DocumentDtoRow,
  children: readonly ChildSummaryRow[],
  signers: readonly SignatoryRow[],
): PublicDocument => ({
  key: pack.key,
  type: pack.document_type,
  name: pack.document_name,
  status: pack.status,
  subject: pack.subject,
  message: pack.message,
  from_template_key: pack.from_template_key,
  created_at: iso(pack.date_created)!,
  updated_at: iso(pack.date_updated)!,
  completed_at: iso(pack.date_completed),
  has_final: pack.status === 'complete' && pack.final_file_key !== null,
  files: children.map((c) => ({
    key: c.key,
    name: c.document_name,
    page_count: c.page_count,
    conversion_state: c.conversion_state,
  })),
  signers: signers
    .filter((s) => !s.removed)
    .map((s) => ({
      uuid: s.uuid,
      role: s.role,
      name: s.name,
      email: s.email,
      mobile_number: s.mobile_number,
      status: s.status,
      signed_at: iso(s.date_signed),
    })),
});
