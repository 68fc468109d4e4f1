import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconCircleCheck,
  IconClockHour4,
  IconDownload,
  IconInfoCircle,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useBrandButton } from '../../components/pack-brand.tsx';

export type SigningStatusKind =
  'not_a_signer' | 'not_ready' | 'not_your_turn' | 'signed' | 'complete' | 'rejected' | 'excluded';

const SCREENS: Record<SigningStatusKind, { title: string; text: string; icon: ReactNode }> = {
  not_a_signer: {
    title: 'Nothing to sign here',
    text: 'You are not a signer of this document.',
    icon: <IconInfoCircle size={40} />,
  },
  not_ready: {
    title: 'Not ready for signing',
    text: 'The sender is still preparing this document.',
    icon: <IconClockHour4 size={40} />,
  },
  not_your_turn: {
    title: 'Not your turn yet',
    text: 'Others sign before you. We will let you know when it is your turn.',
    icon: <IconClockHour4 size={40} />,
  },
  signed: {
    title: 'You have signed',
    text: 'Everyone will receive the final document by email once all signers have finished.',
    icon: <IconCircleCheck size={40} color="var(--mantine-color-green-7)" />,
  },
  complete: {
    title: 'This document is complete',
    text: 'Everyone has signed. You can download the signed document.',
    icon: <IconCircleCheck size={40} color="var(--mantine-color-green-7)" />,
  },
  rejected: {
    title: 'This document was rejected',
    text: 'Signing has stopped. The sender has been told.',
    icon: <IconX size={40} color="var(--mantine-color-red-7)" />,
  },
  excluded: {
    title: 'You no longer need to sign',
    text: 'The sender removed you from the signers of this document.',
    icon: <IconInfoCircle size={40} />,
  },
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
  const screen = SCREENS[kind];
  const primary = useBrandButton();
  return (
    <Center mih="60vh" px="md">
      <Paper withBorder radius="lg" p="xl" maw={460} w="100%">
        <Stack align="center" gap="sm" ta="center">
          {screen.icon}
          <Title order={1} fz={22}>
            {screen.title}
          </Title>
          <Text fw={600}>{packName}</Text>
          <Text c="dimmed" size="sm">
            {screen.text}
          </Text>
          {downloadUrl && (
            <Button
              component="a"
              href={downloadUrl}
              leftSection={<IconDownload size={16} />}
              {...primary}
            >
              Download
            </Button>
          )}
        </Stack>
      </Paper>
    </Center>
  );
};
