import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@quire/domain';
import { IconFileAlert, IconLock } from '@tabler/icons-react';
import type { PackChild } from '../documents-api.ts';

type PagesUnavailableProps = {
  child: PackChild;
  /** Opens the conversion-error dialog again (it may have been put aside with "Not now"). */
  onResolve?: () => void;
};

/** In place of the pages when a child has none to show: locked, unreadable or not converted. */
export const PagesUnavailable = ({ child, onResolve }: PagesUnavailableProps) => {
  const { t } = useTranslation();
  const locked = child.conversion_error?.reason === MESSAGES.pdfPasswordRequired;
  return (
    <Paper withBorder radius="lg" p="xl" maw={560} mx="auto" w="100%">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon variant="light" color={locked ? 'quire' : 'red'} size={48} radius="xl">
          {locked ? <IconLock size={24} /> : <IconFileAlert size={24} />}
        </ThemeIcon>
        <Text fw={600}>
          {locked
            ? t('documentsView.unavailable.locked', { name: child.document_name })
            : t('documentsView.unavailable.none')}
        </Text>
        <Text size="sm" c="dimmed">
          {locked
            ? t('documentsView.unavailable.lockedText')
            : (child.conversion_error?.message ??
              t('documentsView.unavailable.failedText', { name: child.document_name }))}
        </Text>
        {onResolve && (
          <Button variant="light" onClick={onResolve}>
            {locked
              ? t('documentsView.unavailable.enterPassword')
              : t('documentsView.unavailable.details')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
};
