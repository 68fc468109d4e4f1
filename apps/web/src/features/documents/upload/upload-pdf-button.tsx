import { Button, FileButton, type ButtonProps } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { NotPermittedButton } from '../../../components/not-permitted-button.tsx';

type UploadPdfButtonProps = ButtonProps & {
  label: string;
  onFile: (file: File) => void;
  icon?: ReactNode;
  /** Set when the user's permissions don't allow the upload: the button says why instead. */
  notPermitted?: string | null;
};

/** A picker for one PDF; the input resets after each pick so the same file can be chosen again. */
export const UploadPdfButton = ({
  label,
  onFile,
  icon,
  notPermitted,
  ...buttonProps
}: UploadPdfButtonProps) => {
  const reset = useRef<() => void>(null);
  if (notPermitted) {
    return (
      <NotPermittedButton
        label={label}
        reason={notPermitted}
        leftSection={icon ?? <IconUpload size={16} />}
        {...buttonProps}
      />
    );
  }
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
