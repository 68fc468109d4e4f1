import { Paper, Stack, Text, ThemeIcon, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What a list shows while it holds nothing yet: an icon, a title, a sentence on what the list is
 * for and, for who may, the button that makes the first one.
 */
export const EmptyState = ({
  icon,
  title,
  text,
  textMaw,
  action,
  p = { base: 'lg', sm: 'xl' },
}: {
  /** A Tabler icon at size 26. */
  icon: ReactNode;
  title: ReactNode;
  text: ReactNode;
  textMaw: number;
  action?: ReactNode;
  p?: PaperProps['p'];
}) => (
  <Paper withBorder radius="lg" p={p}>
    <Stack align="center" gap="sm" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light">
        {icon}
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed" maw={textMaw}>
        {text}
      </Text>
      {action}
    </Stack>
  </Paper>
);
