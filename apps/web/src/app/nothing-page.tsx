import { Box, Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QuireWordmark } from '../components/quire-logo.tsx';

/**
 * Spec §2: unknown routes go to a nothing page. The way back is a plain address, so it also
 * leaves an unknown server path (/foo/bar, served this page with a 404) for the app at '/'.
 */
export const NothingPage = () => {
  const { t } = useTranslation();
  return (
    <Box component="main" bg="gray.0" mih="100dvh">
      <Center mih="100dvh" px="md">
        <Stack align="center" gap="md" ta="center" maw={440}>
          <QuireWordmark size="lg" />
          <Text fz={56} fw={800} lh={1} c="quire.2" aria-hidden="true" mt="lg">
            404
          </Text>
          <Title order={1} fz={26}>
            {t('app.nothing.title')}
          </Title>
          <Text c="dimmed">{t('app.nothing.text')}</Text>
          <Button
            component="a"
            href="/#documents"
            leftSection={<IconArrowLeft size={16} />}
            mt="xs"
          >
            {t('app.nothing.back')}
          </Button>
        </Stack>
      </Center>
    </Box>
  );
};
