import {
  ActionIcon,
  Button,
  Group,
  Menu,
  Paper,
  Popover,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandAccent, useBrandButton } from '../../components/pack-brand.tsx';
import {
  IconArrowRight,
  IconChevronDown,
  IconClockPause,
  IconDots,
  IconX,
} from '@tabler/icons-react';
import type { DoneSigningCue } from './finishing/use-done-signing-cue.ts';
import cueClasses from './finishing/done-signing.module.css';

type Props = {
  packName: string;
  done: number;
  total: number;
  busy: boolean;
  /** Null when the pack has the signing wizard off. */
  wizardLabel: string | null;
  onNext: () => void;
  onFinish: () => void;
  onSignLater: () => void;
  onReject: () => void;
  compact: boolean;
  /** Whether the signer's work is saved (beside the progress, where the eye already goes). */
  saveStatus?: ReactNode;
  /** §9: the popover once all is filled in, and the shake that follows. */
  cue?: DoneSigningCue;
};

/**
 * The signer's controls: progress through their required fields, the wizard's next step, 'Done
 * Signing', and sign later / reject. On a phone it sits at the bottom, under the thumb.
 */
/**
 * On a phone the two buttons share one row: a long label (Afrikaans 'Klaar onderteken') wraps onto
 * a second line inside its button rather than being cut off.
 */
const WRAPPING_LABEL = {
  root: { height: 'auto', minHeight: 36, paddingBlock: 4 },
  label: { whiteSpace: 'normal', lineHeight: 1.2, textAlign: 'center', overflow: 'visible' },
} as const;

export const SigningBar = (p: Props) => {
  const finish = useBrandButton(p.compact ? { flex: 1.4, minWidth: 0 } : undefined);
  const labelStyles = p.compact ? WRAPPING_LABEL : undefined;
  const accent = useBrandAccent();
  const { t } = useTranslation();
  const more = (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {p.compact ? (
          <ActionIcon
            variant="default"
            size={36}
            aria-label={t('signing.bar.more')}
            disabled={p.busy}
          >
            <IconDots size={18} />
          </ActionIcon>
        ) : (
          <Button variant="default" rightSection={<IconChevronDown size={14} />} disabled={p.busy}>
            {t('signing.bar.more')}
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconClockPause size={16} />} onClick={p.onSignLater}>
          {t('signing.bar.signLater')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconX size={16} />} onClick={p.onReject}>
          {t('signing.bar.reject')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
  const progress = (
    <div style={{ minWidth: 0, flex: 1 }}>
      {!p.compact && (
        <Text fw={600} truncate>
          {p.packName}
        </Text>
      )}
      <Group gap="xs" wrap="nowrap">
        <Progress
          value={p.total === 0 ? 100 : (p.done / p.total) * 100}
          size="sm"
          w={p.compact ? 60 : 120}
          aria-label={t('signing.bar.progress')}
        />
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('signing.bar.required', { done: p.done, total: p.total })}
        </Text>
        {p.saveStatus}
      </Group>
    </div>
  );
  const actions = (
    <>
      {more}
      {p.wizardLabel && (
        <Button
          variant="light"
          {...accent}
          onClick={p.onNext}
          rightSection={<IconArrowRight size={16} />}
          disabled={p.busy}
          style={p.compact ? { flex: 1, minWidth: 0 } : undefined}
          styles={labelStyles}
        >
          {p.wizardLabel}
        </Button>
      )}
      <Popover
        opened={Boolean(p.cue?.popover)}
        onClose={p.cue?.closePopover}
        position={p.compact ? 'top-end' : 'bottom-end'}
        withArrow
        shadow="md"
        width={220}
        trapFocus={false}
        returnFocus={false}
      >
        <Popover.Target>
          <Button
            onClick={p.onFinish}
            loading={p.busy}
            {...finish}
            styles={labelStyles}
            className={
              [finish.className, p.cue?.shaking ? cueClasses.shake : null]
                .filter(Boolean)
                .join(' ') || undefined
            }
          >
            {t('signing.bar.done')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown role="status">
          <Text size="sm">{t('signing.bar.allFilled')}</Text>
        </Popover.Dropdown>
      </Popover>
    </>
  );
  return (
    <Paper
      component="section"
      aria-label={t('signing.bar.region')}
      shadow="sm"
      withBorder
      radius={p.compact ? 0 : 'md'}
      p="sm"
    >
      {p.compact ? (
        <Stack gap={8}>
          {progress}
          <Group gap="xs" wrap="nowrap">
            {actions}
          </Group>
        </Stack>
      ) : (
        <Group gap="sm" wrap="nowrap">
          {progress}
          {actions}
        </Group>
      )}
    </Paper>
  );
};
