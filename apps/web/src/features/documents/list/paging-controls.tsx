import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

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
  if (!hasPrevious && !hasNext) return null;
  return (
    <Group justify="space-between" component="nav" aria-label="Pages">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconChevronLeft size={14} />}
        disabled={!hasPrevious}
        onClick={onPrevious}
      >
        Previous
      </Button>
      <Text size="sm" c="dimmed">
        Page {pageNumber}
      </Text>
      <Button
        variant="default"
        size="xs"
        rightSection={<IconChevronRight size={14} />}
        disabled={!hasNext}
        onClick={onNext}
      >
        Next
      </Button>
    </Group>
  );
};
