import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconStar, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SavedSignature, SignatureKind } from '../../../components/signature/signature-api.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';

type SavedPictureListProps = {
  signatures: SavedSignature[];
  kind: SignatureKind;
  /** The key whose default or delete is under way. */
  busyKey: string | null;
  onMakeDefault: (signature: SavedSignature) => void;
  onDelete: (signature: SavedSignature) => void;
  /** Shown without the default and delete buttons (no can_update_signature_and_initials). */
  readOnly: boolean;
};

/** The saved pictures of one kind: the default marked, any other made default in one click. */
export const SavedPictureList = ({
  signatures,
  kind,
  busyKey,
  onMakeDefault,
  onDelete,
  readOnly,
}: SavedPictureListProps) => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2 }}
      spacing="sm"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {signatures.map((signature, index) => {
        const isDefault = signature.is_default ?? index === 0;
        const label = t(`profile.signatures.${kind}.${isDefault ? 'itemDefault' : 'item'}`, {
          n: index + 1,
        });
        return (
          <Paper
            key={signature.key}
            component="li"
            withBorder
            radius="md"
            p="sm"
            aria-label={label}
            style={isDefault ? { borderColor: 'var(--mantine-color-blue-5)' } : undefined}
          >
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                {isDefault ? (
                  <Badge variant="light" leftSection={<IconStar size={12} />}>
                    {t('profile.signatures.default')}
                  </Badge>
                ) : (
                  <Text size="xs" c="dimmed">
                    {t('profile.signatures.savedOn', { date: date(signature.date_created) })}
                  </Text>
                )}
                {!readOnly && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('profile.signatures.delete', { label })}
                    loading={busyKey === signature.key}
                    onClick={() => onDelete(signature)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
              <Image
                src={signature.blob_url}
                alt={t('profile.signatures.picture', { label })}
                h={64}
                fit="contain"
                bg="white"
              />
              {!isDefault && !readOnly && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => onMakeDefault(signature)}
                  disabled={busyKey !== null}
                  aria-label={t('profile.signatures.makeDefaultOf', { label })}
                >
                  {t('profile.signatures.makeDefault')}
                </Button>
              )}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
};
