import { Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type LoadFailureProps = {
  /** What could not be loaded (the spec's message where it has one). */
  message: string;
  /** The server's reason, when it gave one worth showing under the message. */
  detail?: string;
  onRetry: () => void;
  retrying?: boolean;
  /** On a page the failure stands in a card; inside a section or modal it stands alone. */
  framed?: boolean;
};

/** What a screen shows when a load failed: the reason, and a way to try again. */
export const LoadFailure = ({
  message,
  detail,
  onRetry,
  retrying = false,
  framed = false,
}: LoadFailureProps) => {
  const { t } = useTranslation();
  const body = (
    <Stack align="center" gap="xs" ta="center" py={framed ? 0 : 'md'}>
      <Text c="red.8" size="sm" role="alert">
        {message}
      </Text>
      {detail && (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      )}
      <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
        {t('components.tryAgain')}
      </Button>
    </Stack>
  );
  return framed ? (
    <Paper withBorder radius="md" p="lg">
      {body}
    </Paper>
  ) : (
    body
  );
};
