import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type PagingControlsProps = {
  pageNumber: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

/** Spec §2 next/previous paging (the server pages by cursor, so there is no page count). */
export const PagingControls = ({
  pageNumber,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: PagingControlsProps) => {
  const { t } = useTranslation();
  if (!hasPrevious && !hasNext) return null;
  return (
    <Group justify="space-between" component="nav" aria-label={t('documents.paging.pages')}>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconChevronLeft size={14} />}
        disabled={!hasPrevious}
        onClick={onPrevious}
      >
        {t('documents.paging.previous')}
      </Button>
      <Text size="sm" c="dimmed">
        {t('documents.paging.page', { page: pageNumber })}
      </Text>
      <Button
        variant="default"
        size="xs"
        rightSection={<IconChevronRight size={14} />}
        disabled={!hasNext}
        onClick={onNext}
      >
        {t('documents.paging.next')}
      </Button>
    </Group>
  );
};
