import { ColorSwatch, Group, Tooltip } from '@mantine/core';
import { DEFAULT_THEME_COLOURS, THEME_COLOUR_NAMES, type BrandingTheme } from '@quire/domain';
import { useTranslation } from 'react-i18next';

/** The theme's four mail colours (Quire's where it leaves one unset), each named on hover. */
export const ThemeSwatches = ({ theme }: { theme: BrandingTheme }) => {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" aria-label={t('branding.colours')}>
      {THEME_COLOUR_NAMES.map((name) => {
        const colour = theme[name] ?? DEFAULT_THEME_COLOURS[name];
        const label = t(`branding.colour.label.${name}`);
        return (
          <Tooltip key={name} label={t('branding.colour.swatch', { label, colour })} withArrow>
            <ColorSwatch
              color={colour}
              size={22}
              role="img"
              aria-label={`${label} ${colour}`}
              style={{ boxShadow: 'inset 0 0 0 1px rgba(0,0,0,0.12)' }}
            />
          </Tooltip>
        );
      })}
    </Group>
  );
};
