import { Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

/** A theme's heading image, small, on a checkerboard-free light tile; an icon when it has none. */
export const ThemeImageThumb = ({ url, size = 56 }: { url: string | null; size?: number }) => (
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
      <Image src={url} alt="Heading image" fit="contain" w="100%" h="100%" p={4} />
    ) : (
      <IconPhoto size={20} color="var(--mantine-color-gray-5)" aria-label="No heading image" />
    )}
  </Center>
);
