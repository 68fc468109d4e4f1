import { Paper, Stack, Text } from '@mantine/core';
import { finalCopyPagePath } from '@quire/domain';

/**
 * The sealed final's pages as images, one under the other. The browser loads them lazily as
 * they scroll near; until an image loads its box keeps an A4 shape, then takes the page's own.
 */
export const FinalCopyPages = ({
  documentKey,
  token,
  pageCount,
  documentName,
}: {
  documentKey: string;
  token: string;
  pageCount: number;
  documentName: string;
}) => (
  <Stack component="ol" aria-label={`Pages of ${documentName}`} gap="md" p={0} m={0}>
    {Array.from({ length: pageCount }, (_, index) => (
      <Paper
        component="li"
        key={index}
        withBorder
        shadow="xs"
        radius="sm"
        style={{ listStyle: 'none', overflow: 'hidden' }}
      >
        <img
          src={finalCopyPagePath(documentKey, index, token)}
          alt={`Page ${index + 1} of ${pageCount}`}
          loading={index < 2 ? 'eager' : 'lazy'}
          style={{
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: 'auto 210 / 297',
            background: 'white',
          }}
        />
        <Text size="xs" c="dimmed" ta="center" py={4}>
          Page {index + 1} of {pageCount}
        </Text>
      </Paper>
    ))}
  </Stack>
);
