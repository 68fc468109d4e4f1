import { Button, FileButton, type ButtonProps } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';

type UploadPdfButtonProps = ButtonProps & {
  label: string;
  onFile: (file: File) => void;
  icon?: ReactNode;
};

/** A picker for one PDF; the input resets after each pick so the same file can be chosen again. */
export const UploadPdfButton = ({ label, onFile, icon, ...buttonProps }: UploadPdfButtonProps) => {
  const reset = useRef<() => void>(null);
  return (
    <FileButton
      onChange={(file) => {
        reset.current?.();
        if (file) onFile(file);
      }}
      accept="application/pdf,.pdf"
      resetRef={reset}
    >
      {(props) => (
        <Button leftSection={icon ?? <IconUpload size={16} />} {...buttonProps} {...props}>
          {label}
        </Button>
      )}
    </FileButton>
  );
};
