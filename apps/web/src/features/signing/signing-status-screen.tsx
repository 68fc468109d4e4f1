import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconCircleCheck,
  IconClockHour4,
  IconDownload,
  IconInfoCircle,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandButton } from '../../components/pack-brand.tsx';

export type SigningStatusKind =
  'not_a_signer' | 'not_ready' | 'not_your_turn' | 'signed' | 'complete' | 'rejected' | 'excluded';

const ICONS: Record<SigningStatusKind, ReactNode> = {
  not_a_signer: <IconInfoCircle size={40} />,
  not_ready: <IconClockHour4 size={40} />,
  not_your_turn: <IconClockHour4 size={40} />,
  signed: <IconCircleCheck size={40} color="var(--mantine-color-green-7)" />,
  complete: <IconCircleCheck size={40} color="var(--mantine-color-green-7)" />,
  rejected: <IconX size={40} color="var(--mantine-color-red-7)" />,
  excluded: <IconInfoCircle size={40} />,
};

/** What a signer sees when there is nothing for them to do now, and why. */
export const SigningStatusScreen = ({
  kind,
  packName,
  downloadUrl,
}: {
  kind: SigningStatusKind;
  packName: string;
  downloadUrl?: string | null;
}) => {
  const primary = useBrandButton();
  const { t } = useTranslation();
  return (
    <Center mih="60vh" px="md">
      <Paper withBorder radius="lg" p="xl" maw={460} w="100%">
        <Stack align="center" gap="sm" ta="center">
          {ICONS[kind]}
          <Title order={1} fz={22}>
            {t(`signing.status.${kind}.title`)}
          </Title>
          <Text fw={600}>{packName}</Text>
          <Text c="dimmed" size="sm">
            {t(`signing.status.${kind}.text`)}
          </Text>
          {downloadUrl && (
            <Button
              component="a"
              href={downloadUrl}
              leftSection={<IconDownload size={16} />}
              {...primary}
            >
              {t('signing.status.download')}
            </Button>
          )}
        </Stack>
      </Paper>
    </Center>
  );
};
