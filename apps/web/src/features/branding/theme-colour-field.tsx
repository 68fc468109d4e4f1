import { ActionIcon, ColorInput, Tooltip } from '@mantine/core';
import { useThrottledCallback } from '@mantine/hooks';
import {
  DEFAULT_THEME_COLOURS,
  THEME_TIMERS,
  hexColourSchema,
  type ThemeColourName,
} from '@quire/domain';
import { IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issueText } from '../../i18n/server-text.ts';

const SWATCHES = ['#1d4898', '#0b6e4f', '#c2185b', '#6b21a8', '#d9480f', '#1f2933', '#ffffff'];

/**
 * One of the four mail colours. What is typed or dragged shows at once; valid colours reach the
 * theme (preview and autosave) at most every 500 ms (§9), the last one always. Empty, or the
 * reset button, means Quire's own colour.
 */
export const ThemeColourField = ({
  name,
  value,
  disabled,
  onCommit,
}: {
  name: ThemeColourName;
  value: string | null;
  disabled: boolean;
  onCommit: (colour: string | null) => void;
}) => {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  const [error, setError] = useState<string | null>(null);
  const commit = useThrottledCallback(onCommit, THEME_TIMERS.colourRateLimitMs);
  const label = t(`branding.colour.label.${name}`);

  const change = (next: string) => {
    setText(next);
    if (!next.trim()) {
      setError(null);
      commit(null);
      return;
    }
    const parsed = hexColourSchema.safeParse(next);
    if (parsed.success) {
      setError(null);
      commit(parsed.data);
    }
  };

  const judge = () => {
    const parsed = hexColourSchema.safeParse(text);
    setError(text.trim() && !parsed.success ? issueText(parsed.error) : null);
  };

  return (
    <ColorInput
      label={label}
      description={t(`branding.colour.hint.${name}`)}
      placeholder={t('branding.colour.quires', { colour: DEFAULT_THEME_COLOURS[name] })}
      format="hex"
      swatches={SWATCHES}
      value={text}
      onChange={change}
      onBlur={judge}
      fixOnBlur={false}
      error={error}
      disabled={disabled}
      popoverProps={{ withinPortal: true }}
      rightSection={
        value && !disabled ? (
          <Tooltip label={t('branding.colour.useQuires')} withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('branding.colour.reset', { label: label.toLowerCase() })}
              onClick={() => {
                setText('');
                setError(null);
                onCommit(null);
              }}
            >
              <IconRestore size={16} />
            </ActionIcon>
          </Tooltip>
        ) : null
      }
    />
  );
};
