import { Button } from '@mantine/core';
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
}: TemplatesEmptyActionsProps) => (
  <>
    {canUpload && (
      <UploadPdfButton label="Upload a PDF as a template" onFile={onFile} loading={uploading} />
    )}
    {canSaveAsTemplate && (
      <Button variant="default" onClick={onChooseDocument}>
        Choose a document
      </Button>
    )}
  </>
);
