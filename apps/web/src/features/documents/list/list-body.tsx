import { Button, Center, EmptyState, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { DocumentListTypeFilter } from '@quire/domain';
import { IconFileText, IconFolder, IconSearch, IconTemplate, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

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

const emptyCopy = ({
  documentType,
  isTrashView,
  searchQuery,
  filtered,
  folderName,
}: EmptyProps) => {
  if (searchQuery)
    return {
      icon: <IconSearch size={28} />,
      title: 'Nothing found',
      description: `No ${documentType}s match “${searchQuery}”.`,
    };
  if (isTrashView)
    return {
      icon: <IconTrash size={28} />,
      title: 'The trash is empty',
      description: 'Documents you delete stay here until you recover or permanently delete them.',
    };
  if (folderName)
    return {
      icon: <IconFolder size={28} />,
      title: `No ${documentType}s${filtered ? ' with this status' : ''} in ${folderName}`,
      description: `File a ${documentType} here from its menu: Move to folder.`,
    };
  if (filtered)
    return {
      icon: <IconFileText size={28} />,
      title: `No ${documentType}s with this status`,
      description: 'Choose another status to see more.',
    };
  return documentType === 'template'
    ? {
        icon: <IconTemplate size={28} />,
        title: 'No templates yet',
        description:
          'A template keeps a document’s fields and signers ready to reuse. Upload a PDF as a new template, or open one of your documents and choose Save as template.',
      }
    : {
        icon: <IconFileText size={28} />,
        title: 'No documents yet',
        description: 'Upload a PDF, drop one here, or start from a template.',
      };
};

export const ListEmpty = (props: EmptyProps) => {
  const copy = emptyCopy(props);
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

export const ListLoading = () => (
  <Center py={64}>
    <Loader aria-label="Loading documents" />
  </Center>
);

export const ListFailed = ({ message, onRetry }: { message: string; onRetry: () => void }) => (
  <Paper withBorder radius="lg" py={48} px="lg">
    <Stack align="center" gap="sm" ta="center">
      <Text fw={600}>We couldn’t load your documents</Text>
      <Text size="sm" c="dimmed">
        {message}
      </Text>
      <Button variant="default" onClick={() => onRetry()}>
        Try again
      </Button>
    </Stack>
  </Paper>
);
