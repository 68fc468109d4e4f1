import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { NARROW_SCREEN_PX } from '@quire/domain';
import type { JSX } from 'react';
import type { AdoptedSignature, SignatureKind } from './signature-api.ts';
import { SignatureForm, type SignatureMethods } from './signature-form.tsx';
import { wordingFor } from './signature-wording.ts';
import { useTranslation } from 'react-i18next';

export type { AdoptedSignature } from './signature-api.ts';

export type SignatureModalProps = {
  opened: boolean;
  kind: SignatureKind;
  /** Prefills the Type tab (its initials for kind 'initial'). */
  signerName: string;
  /** The pack's can_use_drawn_signature, can_use_typed_signature, can_use_uploaded_signature. */
  methods: SignatureMethods;
  onClose: () => void;
  onAdopt: (signature: AdoptedSignature) => void;
};

/**
 * Spec §2 signature/initial modal: the signer draws, types or uploads a signature (or picks a
 * saved one) and adopts it. Full screen on phones, where the pad needs every pixel.
 */
export const SignatureModal = ({
  opened,
  kind,
  signerName,
  methods,
  onClose,
  onAdopt,
}: SignatureModalProps): JSX.Element => {
  const { t } = useTranslation();
  const narrow = useMediaQuery(`(max-width: ${NARROW_SCREEN_PX}px)`) ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={wordingFor(kind).title}
      closeButtonProps={{ 'aria-label': t('signature.close') }}
      size="lg"
      fullScreen={narrow}
      centered
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {opened && (
        <SignatureForm
          kind={kind}
          signerName={signerName}
          methods={methods}
          onClose={onClose}
          onAdopt={onAdopt}
        />
      )}
    </Modal>
  );
};
