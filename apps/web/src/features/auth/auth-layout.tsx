import { Anchor, Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QuireWordmark } from '../../components/quire-logo.tsx';

type AuthLayoutProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Shown under the card: links to the other auth pages, the mailbox hint. */
  footer?: ReactNode;
};

export const AuthLayout = ({ title, subtitle, children, footer }: AuthLayoutProps) => (
  <Box component="main" bg="gray.0" mih="100dvh" px="md" py={{ base: 32, sm: 72 }}>
    <Stack align="center" gap="lg" maw={420} mx="auto">
      <Anchor component={Link} to="/login" underline="never" aria-label="Quire">
        <QuireWordmark size="lg" />
      </Anchor>
      <Paper withBorder shadow="xs" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%">
        <Stack gap={6} mb="lg">
          <Title order={1} fz={24}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Paper>
      {footer && (
        <Stack gap="sm" align="center" w="100%">
          {footer}
        </Stack>
      )}
    </Stack>
  </Box>
);
