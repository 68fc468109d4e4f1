import { Badge } from '@mantine/core';
import type { DocumentStatus, DocumentType } from '@quire/domain';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR: Record<DocumentStatus, string> = {
  setup: 'gray',
  awaiting_signatures: 'orange',
  complete: 'teal',
  rejected: 'red',
  conversion_error: 'red',
};

export const DocumentStatusBadge = ({ status }: { status: DocumentStatus }) => {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLOR[status]} radius="sm" tt="none" fw={600}>
      {t(`documents.status.${status}`)}
    </Badge>
  );
};

/**
 * A template never goes out for signing, so its setup status means nothing to its owner: it is
 * labelled a template instead.
 */
export const DocumentBadge = ({
  doc,
}: {
  doc: { status: DocumentStatus; document_type: DocumentType };
}) => {
  const { t } = useTranslation();
  return doc.document_type === 'template' && doc.status !== 'conversion_error' ? (
    <Badge variant="light" color="violet" radius="sm" tt="none" fw={600}>
      {t('documents.status.template')}
    </Badge>
  ) : (
    <DocumentStatusBadge status={doc.status} />
  );
};
