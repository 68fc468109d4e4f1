import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What the editor's More panel gives each of its §2 modals about a pack. */
export type PackExtrasModalProps = {
  packKey: string;
  opened: boolean;
  onClose: () => void;
  readOnly: boolean;
};

/**
 * One of the editor's §2 modals (notification rules, event subscriptions, the deadline…): centred,
 * its close button named, and its body mounted only while open, so each opening loads afresh.
 */
export const ExtrasModal = ({
  title,
  opened,
  onClose,
  size,
  fullScreen,
  children,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  size?: ModalProps['size'];
  fullScreen?: boolean;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('editor.close') }}
      opened={opened}
      onClose={onClose}
      title={title}
      {...(size !== undefined && { size })}
      {...(fullScreen !== undefined && { fullScreen })}
      centered
    >
      {opened && children}
    </Modal>
  );
};
