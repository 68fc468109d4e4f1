import { Paper, Stack, Text } from '@mantine/core';
import { finalCopyPagePath } from '@quire/domain';
import { useTranslation } from 'react-i18next';

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
}) => {
  const { t } = useTranslation();
  return (
    <Stack
      component="ol"
      aria-label={t('finalCopy.pages', { name: documentName })}
      gap="md"
      p={0}
      m={0}
    >
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
            alt={t('finalCopy.page', { page: index + 1, total: pageCount })}
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
            {t('finalCopy.page', { page: index + 1, total: pageCount })}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
};
