import { ActionIcon, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { formatUpdateDate } from '../format-update-date.ts';
import type { SavedSignature } from './signature-api.ts';
import type { SignatureWording } from './signature-wording.ts';
import { useTranslation } from 'react-i18next';

type SavedSignaturesProps = {
  signatures: SavedSignature[];
  wording: SignatureWording;
  onUse: (signature: SavedSignature) => void;
  onDelete: (signature: SavedSignature) => void;
  /** The key being deleted, whose button then waits. */
  deleting: string | null;
  disabled: boolean;
};

/** §9: up to 5 earlier signatures, one click to use again, each deletable. */
export const SavedSignatures = ({
  signatures,
  wording,
  onUse,
  onDelete,
  deleting,
  disabled,
}: SavedSignaturesProps) => {
  const { t } = useTranslation();
  if (signatures.length === 0) return null;
  return (
    <Stack gap={6} component="section" aria-label={wording.saved}>
      <Text size="sm" fw={600}>
        {wording.saved}
      </Text>
      <Group gap="xs">
        {signatures.map((signature) => {
          const saved = formatUpdateDate(signature.date_created);
          const base = saved
            ? t('signature.saved.use', { label: wording.useSaved, when: saved })
            : wording.useSaved;
          // The profile's default comes first and is marked: the one to reach for.
          return (
            <Paper
              key={signature.key}
              withBorder
              radius="md"
              pos="relative"
              bg="white"
              style={
                signature.is_default ? { borderColor: 'var(--mantine-color-blue-5)' } : undefined
              }
            >
              <UnstyledButton
                onClick={() => onUse(signature)}
                disabled={disabled}
                title={wording.useSaved}
                aria-label={
                  signature.is_default ? t('signature.saved.yourDefault', { label: base }) : base
                }
                p={6}
                pr={26}
                style={{ display: 'block', borderRadius: 'var(--mantine-radius-md)' }}
              >
                <img
                  src={signature.blob_url}
                  alt=""
                  style={{ display: 'block', height: 48, maxWidth: 140, objectFit: 'contain' }}
                />
                {signature.is_default && (
                  <Text size="xs" c="blue.7" fw={600} mt={2} aria-hidden>
                    {t('signature.saved.default')}
                  </Text>
                )}
              </UnstyledButton>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                pos="absolute"
                top={2}
                right={2}
                loading={deleting === signature.key}
                disabled={disabled}
                aria-label={
                  saved
                    ? t('signature.saved.delete', { noun: wording.noun, when: saved })
                    : t('signature.saved.deleteThis', { noun: wording.noun })
                }
                onClick={() => onDelete(signature)}
              >
                <IconX size={14} />
              </ActionIcon>
            </Paper>
          );
        })}
      </Group>
    </Stack>
  );
};
