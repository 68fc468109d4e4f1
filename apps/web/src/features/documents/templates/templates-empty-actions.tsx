import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UploadPdfButton } from '../upload/upload-pdf-button.tsx';

type TemplatesEmptyActionsProps = {
  /** The user may upload a PDF as a new template (can_create_templates). */
  canUpload: boolean;
  uploading: boolean;
  onFile: (file: File) => void;
  /** The user may save a document as a template: offer to pick one. */
  canSaveAsTemplate: boolean;
  onChooseDocument: () => void;
};

/** What the empty templates tab promises, made possible: upload one, or save a document as one. */
export const TemplatesEmptyActions = ({
  canUpload,
  uploading,
  onFile,
  canSaveAsTemplate,
  onChooseDocument,
}: TemplatesEmptyActionsProps) => {
  const { t } = useTranslation();
  return (
    <>
      {canUpload && (
        <UploadPdfButton
          label={t('documents.templates.uploadAsTemplate')}
          onFile={onFile}
          loading={uploading}
        />
      )}
      {canSaveAsTemplate && (
        <Button variant="default" onClick={onChooseDocument}>
          {t('documents.templates.chooseDocument')}
        </Button>
      )}
    </>
  );
};
