import { Group, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PostSignContent, postSignHeadingOf } from './post-sign-content.tsx';

/**
 * Spec §2: "#post_sign … open modals over the list". An account holder who signed sees the
 * outcome over their documents list; after the §9 thank-you time (or "Back to the document")
 * they go on to the pack, and closing the modal leaves them on the list.
 */
export const PostSignModal = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const close = () => void navigate('/documents', { replace: true });
  // Compound parts: the outcome's own heading is the title (no second one above it), so it
  // names the dialog by aria-label.
  return (
    <Modal.Root opened onClose={close} centered radius="lg" size={460}>
      <Modal.Overlay />
      <Modal.Content aria-label={postSignHeadingOf(t, params)}>
        <Modal.Body pt="md">
          <Group justify="flex-end">
            <Modal.CloseButton aria-label={t('signer.close')} />
          </Group>
          <PostSignContent params={params} goesOn />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
};
