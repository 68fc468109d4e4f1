import { Box, Button, Center, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@quire/domain';
import { QuireWordmark } from '../components/quire-logo.tsx';

/** A page that threw while rendering: say so plainly and offer the one fix that usually works. */
export const RouteErrorPage = () => (
  <Box component="main" bg="gray.0" mih="100dvh">
    <Center mih="100dvh" px="md">
      <Stack align="center" gap="md" ta="center" maw={440}>
        <QuireWordmark size="lg" />
        <Title order={1} fz={24} mt="lg">
          Something went wrong
        </Title>
        <Text c="dimmed">{MESSAGES.genericServerError}</Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Center>
  </Box>
);
