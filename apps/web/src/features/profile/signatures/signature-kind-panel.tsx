import { Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccess } from '../../../app/notices.ts';
import type {
  AdoptedSignature,
  SignatureKind,
  SignatureMethod,
} from '../../../components/signature/signature-api.ts';
import { wordingFor } from '../../../components/signature/signature-wording.ts';
import {
  savedSignaturesKey,
  useDeleteSavedSignature,
  useSavedSignatures,
} from '../../../components/signature/use-saved-signatures.ts';
import { makeDefault, saveToProfile } from './profile-signatures-api.ts';
import { SavedPictureList } from './saved-picture-list.tsx';
import { SignatureCreator } from './signature-creator.tsx';
import { useTranslation } from 'react-i18next';

/** One kind (signature or initials): the saved ones, then a way to make a new one. */
type SignatureKindPanelProps = {
  kind: SignatureKind;
  fullName: string;
  /** can_update_signature_and_initials: without it the saved ones are shown, nothing changes. */
  canUpdate: boolean;
};

export const SignatureKindPanel = ({ kind, fullName, canUpdate }: SignatureKindPanelProps) => {
  const { t } = useTranslation();
  const wording = wordingFor(kind);
  const queryClient = useQueryClient();
  const saved = useSavedSignatures(kind);
  const remove = useDeleteSavedSignature(kind);
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedSignaturesKey(kind) });
  const chooseDefault = useMutation({
    mutationFn: (key: string) => makeDefault(key),
    onSuccess: async (answer) => {
      await refresh();
      showSuccess(answer.message);
    },
  });
  const save = useMutation({
    mutationFn: ({ method, picture }: { method: SignatureMethod; picture: AdoptedSignature }) =>
      saveToProfile(kind, method, picture.blob_key),
    onSuccess: () => refresh(),
  });
  const list = saved.data ?? [];
  const busyKey = chooseDefault.isPending
    ? (chooseDefault.variables ?? null)
    : remove.isPending
      ? (remove.variables ?? null)
      : null;
  const title = t(`profile.signatures.${kind}.title`);

  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={3} fz="md">
        {title}
      </Title>
      {saved.isPending ? (
        <Loader size="sm" aria-label={t(`profile.signatures.${kind}.loading`)} />
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`profile.signatures.${kind}.none`)}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('profile.signatures.keep')}
          </Text>
          <SavedPictureList
            signatures={list}
            kind={kind}
            busyKey={busyKey}
            readOnly={!canUpdate}
            onMakeDefault={(signature) => chooseDefault.mutate(signature.key)}
            onDelete={(signature) => remove.mutate(signature.key)}
          />
        </>
      )}
      {canUpdate && (
        <SignatureCreator
          kind={kind}
          wording={wording}
          fullName={fullName}
          saving={save.isPending}
          onSave={async (method, picture) => {
            await save.mutateAsync({ method, picture });
            showSuccess(t(`profile.signatures.${kind}.saved`));
          }}
        />
      )}
    </Stack>
  );
};
