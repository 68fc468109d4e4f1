import { Modal, type ModalProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';

/**
 * A modal that makes something with a secret (an API key, an application), then shows the secret
 * this once. While it shows, a click outside does not close the modal: a secret lost by a stray
 * click cannot be read again.
 */
export const CreateThenShowOnceModal = <T,>({
  opened,
  onClose,
  titles,
  size,
  form,
  shown,
}: {
  opened: boolean;
  onClose: () => void;
  titles: { create: string; shown: string };
  size?: ModalProps['size'];
  form: (onCreated: (created: T) => void, onCancel: () => void) => ReactNode;
  shown: (created: T, onDone: () => void) => ReactNode;
}) => {
  const [created, setCreated] = useState<T | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={created ? titles.shown : titles.create}
      closeOnClickOutside={!created}
      {...(size !== undefined && { size })}
    >
      {created ? shown(created, close) : form(setCreated, close)}
    </Modal>
  );
};
