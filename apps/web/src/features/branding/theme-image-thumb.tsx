import { Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A theme's heading image, small, on a checkerboard-free light tile; an icon when it has none. */
export const ThemeImageThumb = ({ url, size = 56 }: { url: string | null; size?: number }) => {
  const { t } = useTranslation();
  return (
    <Center
      w={size * 1.6}
      h={size}
      bg="gray.0"
      style={{
        borderRadius: 8,
        flexShrink: 0,
        overflow: 'hidden',
        border: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      {url ? (
        <Image src={url} alt={t('branding.image.heading')} fit="contain" w="100%" h="100%" p={4} />
      ) : (
        <IconPhoto
          size={20}
          color="var(--mantine-color-gray-5)"
          aria-label={t('branding.image.none')}
        />
      )}
    </Center>
  );
};
