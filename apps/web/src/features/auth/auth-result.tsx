import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const ICONS = {
  mail: <IconMailForward size={28} />,
  success: <IconCircleCheck size={28} />,
  error: <IconAlertTriangle size={28} />,
} as const;

type AuthResultProps = {
  tone: keyof typeof ICONS;
  message: string;
  /** What to do next: a link to log in, back to the form. */
  children?: ReactNode;
};

/** The state a form leaves behind once the server has answered it. */
export const AuthResult = ({ tone, message, children }: AuthResultProps) => (
  <Stack align="center" gap="md" ta="center" role={tone === 'error' ? 'alert' : 'status'}>
    <ThemeIcon size={56} radius="xl" variant="light" color={tone === 'error' ? 'red' : 'teal'}>
      {ICONS[tone]}
    </ThemeIcon>
    <Text>{message}</Text>
    {children}
  </Stack>
);
