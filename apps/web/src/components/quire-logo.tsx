import { Group, Text } from '@mantine/core';

/** The product's name: the same in every language. */
const PRODUCT_NAME = 'Quire';

type QuireMarkProps = { size?: number };

/** The Q in a rounded square, as in the favicon. Decorative: the wordmark text names it. */
export const QuireMark = ({ size = 28 }: QuireMarkProps) => (
  <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
    <rect width="64" height="64" rx="14" fill="var(--mantine-color-quire-8)" />
    <circle cx="30" cy="30" r="14" fill="none" stroke="white" strokeWidth="6" />
    <path d="M37 37l11 11" stroke="white" strokeWidth="6" strokeLinecap="round" />
  </svg>
);

type QuireWordmarkProps = {
  size?: 'sm' | 'lg';
  /** Hide the word on narrow screens, keeping the mark. */
  compact?: boolean;
};

export const QuireWordmark = ({ size = 'sm', compact = false }: QuireWordmarkProps) => (
  <Group gap={8} wrap="nowrap">
    <QuireMark size={size === 'lg' ? 36 : 28} />
    <Text
      component="span"
      fw={700}
      fz={size === 'lg' ? 26 : 20}
      lts={-0.3}
      c="quire.9"
      visibleFrom={compact ? 'xs' : undefined}
    >
      {PRODUCT_NAME}
    </Text>
  </Group>
);
