import { Box, Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { QuireWordmark } from '../components/quire-logo.tsx';

/**
 * Spec §2: unknown routes go to a nothing page. The way back is a plain address, so it also
 * leaves an unknown server path (/foo/bar, served this page with a 404) for the app at '/'.
 */
export const NothingPage = () => (
  <Box component="main" bg="gray.0" mih="100dvh">
    <Center mih="100dvh" px="md">
      <Stack align="center" gap="md" ta="center" maw={440}>
        <QuireWordmark size="lg" />
        <Text fz={56} fw={800} lh={1} c="quire.2" aria-hidden="true" mt="lg">
          404
        </Text>
        <Title order={1} fz={26}>
          There&rsquo;s nothing here
        </Title>
        <Text c="dimmed">
          The page you were looking for doesn&rsquo;t exist or has moved. Check the address, or head
          back to your documents.
        </Text>
        <Button component="a" href="/#documents" leftSection={<IconArrowLeft size={16} />} mt="xs">
          Back to documents
        </Button>
      </Stack>
    </Center>
  </Box>
);
