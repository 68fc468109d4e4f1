import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { SignatureModal, type SignatureModalProps } from '../signature-modal.tsx';

/** The modal as a signing screen would mount it, with the app's providers (Mantine test mode). */
export const renderSignatureModal = (props: Partial<SignatureModalProps> = {}) => {
  const onAdopt = vi.fn<SignatureModalProps['onAdopt']>();
  const onClose = vi.fn<SignatureModalProps['onClose']>();
  const queryClient = createQueryClient();
  const tree = (opened: boolean) => (
    <AppProviders queryClient={queryClient} env="test">
      <SignatureModal
        opened={opened}
        kind="signature"
        signerName="Ada Lovelace"
        methods={{ drawn: true, typed: true, upload: true }}
        onClose={onClose}
        onAdopt={onAdopt}
        {...props}
      />
    </AppProviders>
  );
  const view = render(tree(true));
  /** What the caller does in onClose: the modal closes. */
  const close = () => view.rerender(tree(false));
  return { ...view, onAdopt, onClose, close, queryClient, user: userEvent.setup() };
};

/** The routes the modal calls, answering as docs and the brief describe them. */
export const UPLOAD_TICKET = {
  success: true,
  url: '/app/blob_upload/fk-1?expires=1&signature=s',
  file_key: 'fk-1',
};

export const UPLOADED = {
  success: true,
  blob_key: 'blob-1',
  blob_url: '/app/serve_blob/blob-1',
  enhanced_blob_key: 'blob-1-enhanced',
  enhanced_blob_url: '/app/serve_blob/blob-1-enhanced',
};
