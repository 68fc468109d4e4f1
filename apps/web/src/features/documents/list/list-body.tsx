import { Button, Center, EmptyState, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { DocumentListTypeFilter } from '@quire/domain';
import { IconFileText, IconFolder, IconSearch, IconTemplate, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type EmptyProps = {
  documentType: DocumentListTypeFilter;
  isTrashView: boolean;
  searchQuery: string;
  filtered: boolean;
  /** The folder the list shows (issue 17), when one is chosen. */
  folderName?: string | null;
  /** What the empty list offers to do next (the templates tab's ways to make one). */
  actions?: ReactNode;
};

const emptyCopy = (
  { documentType, isTrashView, searchQuery, filtered, folderName }: EmptyProps,
  t: TFunction,
) => {
  if (searchQuery)
    return {
      icon: <IconSearch size={28} />,
      title: t('documents.empty.nothingFound'),
      description: t(`documents.empty.noMatch.${documentType}`, { query: searchQuery }),
    };
  if (isTrashView)
    return {
      icon: <IconTrash size={28} />,
      title: t('documents.empty.trashTitle'),
      description: t('documents.empty.trashText'),
    };
  if (folderName)
    return {
      icon: <IconFolder size={28} />,
      title: filtered
        ? t(`documents.empty.inFolderFiltered.${documentType}`, { folder: folderName })
        : t(`documents.empty.inFolder.${documentType}`, { folder: folderName }),
      description: t(`documents.empty.fileHere.${documentType}`),
    };
  if (filtered)
    return {
      icon: <IconFileText size={28} />,
      title: t(`documents.empty.filtered.${documentType}`),
      description: t('documents.empty.filteredText'),
    };
  return documentType === 'template'
    ? {
        icon: <IconTemplate size={28} />,
        title: t('documents.empty.noTemplatesTitle'),
        description: t('documents.empty.noTemplatesText'),
      }
    : {
        icon: <IconFileText size={28} />,
        title: t('documents.empty.noDocumentsTitle'),
        description: t('documents.empty.noDocumentsText'),
      };
};

export const ListEmpty = (props: EmptyProps) => {
  const { t } = useTranslation();
  const copy = emptyCopy(props, t);
  const offersActions =
    !props.searchQuery && !props.isTrashView && !props.filtered && !props.folderName;
  return (
    <Paper withBorder radius="lg" py={{ base: 40, sm: 64 }} px="lg">
      <EmptyState
        icon={copy.icon}
        variant="light"
        title={copy.title}
        description={copy.description}
        maw={520}
        mx="auto"
      >
        {offersActions && props.actions && (
          <EmptyState.Actions>
            <Group justify="center" gap="sm">
              {props.actions}
            </Group>
          </EmptyState.Actions>
        )}
      </EmptyState>
    </Paper>
  );
};

export const ListFrame = ({ children }: { children: ReactNode }) => (
  <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
    {children}
  </Paper>
);

export const ListLoading = () => {
  const { t } = useTranslation();
  return (
    <Center py={64}>
      <Loader aria-label={t('documents.loading')} />
    </Center>
  );
};

export const ListFailed = ({ message, onRetry }: { message: string; onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" py={48} px="lg">
      <Stack align="center" gap="sm" ta="center">
        <Text fw={600}>{t('documents.loadFailed')}</Text>
        <Text size="sm" c="dimmed">
          {message}
        </Text>
        <Button variant="default" onClick={() => onRetry()}>
          {t('documents.tryAgain')}
        </Button>
      </Stack>
    </Paper>
  );
};
