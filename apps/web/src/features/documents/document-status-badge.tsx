import { Badge } from '@mantine/core';
import type { DocumentStatus, DocumentType } from '@quire/domain';

const STATUS_LOOK: Record<DocumentStatus, { label: string; color: string }> = {
  setup: { label: 'Setup', color: 'gray' },
  awaiting_signatures: { label: 'Awaiting signatures', color: 'orange' },
  complete: { label: 'Complete', color: 'teal' },
  rejected: { label: 'Rejected', color: 'red' },
  conversion_error: { label: 'Conversion error', color: 'red' },
};

export const statusLabel = (status: DocumentStatus): string => STATUS_LOOK[status].label;

export const DocumentStatusBadge = ({ status }: { status: DocumentStatus }) => (
  <Badge variant="light" color={STATUS_LOOK[status].color} radius="sm" tt="none" fw={600}>
    {STATUS_LOOK[status].label}
  </Badge>
);

/**
 * A template never goes out for signing, so its setup status means nothing to its owner: it is
 * labelled a template instead.
 */
export const DocumentBadge = ({
  doc,
}: {
  doc: { status: DocumentStatus; document_type: DocumentType };
}) =>
  doc.document_type === 'template' && doc.status !== 'conversion_error' ? (
    <Badge variant="light" color="violet" radius="sm" tt="none" fw={600}>
      Template
    </Badge>
  ) : (
    <DocumentStatusBadge status={doc.status} />
  );
