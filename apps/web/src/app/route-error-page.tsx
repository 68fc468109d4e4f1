import { Box, Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QuireWordmark } from '../components/quire-logo.tsx';

/** A page that threw while rendering: say so plainly and offer the one fix that usually works. */
export const RouteErrorPage = () => {
  const { t } = useTranslation();
  return (
    <Box component="main" bg="gray.0" mih="100dvh">
      <Center mih="100dvh" px="md">
        <Stack align="center" gap="md" ta="center" maw={440}>
          <QuireWordmark size="lg" />
          <Title order={1} fz={24} mt="lg">
            {t('app.routeError.title')}
          </Title>
          <Text c="dimmed">{t('app.routeError.text')}</Text>
          <Button onClick={() => window.location.reload()}>{t('app.routeError.reload')}</Button>
        </Stack>
      </Center>
    </Box>
  );
};
