import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
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
  const locked = child.conversion_error?.reason === MESSAGES.pdfPasswordRequired;
  return (
    <Paper withBorder radius="lg" p="xl" maw={560} mx="auto" w="100%">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon variant="light" color={locked ? 'quire' : 'red'} size={48} radius="xl">
          {locked ? <IconLock size={24} /> : <IconFileAlert size={24} />}
        </ThemeIcon>
        <Text fw={600}>
          {locked ? `${child.document_name} is password protected` : 'No pages to show'}
        </Text>
        <Text size="sm" c="dimmed">
          {locked
            ? 'Enter its password to prepare the pages.'
            : (child.conversion_error?.message ??
              `The pages of ${child.document_name} could not be prepared. Upload the PDF again, or another copy of it.`)}
        </Text>
        {onResolve && (
          <Button variant="light" onClick={onResolve}>
            {locked ? 'Enter password' : 'Details'}
          </Button>
        )}
      </Stack>
    </Paper>
  );
};
