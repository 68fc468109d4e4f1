import { ColorSwatch, Group, Tooltip } from '@mantine/core';
import { DEFAULT_THEME_COLOURS, THEME_COLOUR_NAMES, type BrandingTheme } from '@quire/domain';
import { THEME_COLOUR_LABELS } from './theme-colour-labels.ts';

/** The theme's four mail colours (Quire's where it leaves one unset), each named on hover. */
export const ThemeSwatches = ({ theme }: { theme: BrandingTheme }) => (
  <Group gap={6} wrap="nowrap" aria-label="Colours">
    {THEME_COLOUR_NAMES.map((name) => {
      const colour = theme[name] ?? DEFAULT_THEME_COLOURS[name];
      return (
        <Tooltip key={name} label={`${THEME_COLOUR_LABELS[name]}: ${colour}`} withArrow>
          <ColorSwatch
            color={colour}
            size={22}
            role="img"
            aria-label={`${THEME_COLOUR_LABELS[name]} ${colour}`}
            style={{ boxShadow: 'inset 0 0 0 1px rgba(0,0,0,0.12)' }}
          />
        </Tooltip>
      );
    })}
  </Group>
);
