import { Center, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch, IconTemplate } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LoadFailure } from './load-failure.tsx';
import { useTranslation } from 'react-i18next';

type TemplateSearchProps = {
  text: string;
  onText: (text: string) => void;
  /** The templates query as it stands (the screen decides what it asks and when). */
  results: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** How many templates the list shows; none gets `emptyText` (and `emptyAction`). */
  count: number;
  emptyText: string;
  emptyAction?: ReactNode;
  /** In a modal the search takes the focus when it opens. */
  autoFocus?: boolean;
  /** On a page the search stays narrow; in a modal it fills the width. */
  searchMaw?: number;
  /** The templates, once there are some. */
  children: ReactNode;
};

/**
 * A search for templates with its loading, failure (and try again) and nothing-found states: the
 * templates popup, the merge-templates modal and a bulk send's template step list them their own way.
 */
export const TemplateSearch = ({
  text,
  onText,
  results,
  count,
  emptyText,
  emptyAction,
  autoFocus = false,
  searchMaw,
  children,
}: TemplateSearchProps) => {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('components.templates.search')}
        placeholder={t('components.templates.placeholder')}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => onText(event.currentTarget.value)}
        data-autofocus={autoFocus || undefined}
        maw={searchMaw}
      />
      {results.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-label={t('components.templates.loading')} />
        </Center>
      ) : results.isError ? (
        <LoadFailure
          message={t('components.templates.fetchFailed')}
          onRetry={() => void results.refetch()}
        />
      ) : count === 0 ? (
        <Stack align="center" gap={4} py="lg">
          <IconTemplate size={28} color="var(--mantine-color-gray-5)" aria-hidden="true" />
          <Text size="sm" c="dimmed" ta="center">
            {emptyText}
          </Text>
          {emptyAction}
        </Stack>
      ) : (
        children
      )}
    </>
  );
};
