import { ActionIcon, Badge, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import type { Signatory } from '@quire/domain';
import { IconAlertCircle, IconDots, IconEdit, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import {
  isFirstFlaggedSignatory,
  useFlagOf,
  useUnflagOnChange,
} from '../blocking/blocking-flags.ts';
import { useTranslation } from 'react-i18next';
import { channelLabel } from './channel-labels.ts';
import { DragHandle } from './drag-handle.tsx';

type SignerRowProps = {
  signatory: Signatory;
  /** Its turn when signing in order (§4 sequential signing); none otherwise. */
  order: number | null;
  editable: boolean;
  onEdit: () => void;
  onRemove: () => void;
};

export const ColourDot = ({ colour }: { colour: string }) => (
  <Box
    aria-hidden
    w={10}
    h={10}
    style={{ borderRadius: '50%', background: colour, flexShrink: 0, boxShadow: '0 0 0 2px white' }}
  />
);

export const OrderBadge = ({ order }: { order: number }) => {
  const { t } = useTranslation();
  return (
    <Badge
      size="sm"
      circle
      variant="light"
      color="gray"
      aria-label={
        order === 1 ? t('editor.signers.signsFirst') : t('editor.signers.signsAs', { order })
      }
    >
      {order}
    </Badge>
  );
};

/** One signer: colour, name and role, how they are reached; click to edit. */
export const SignerRow = ({ signatory, order, editable, onEdit, onRemove }: SignerRowProps) => {
  const { t } = useTranslation();
  const label = signatory.name || signatory.role;
  const contact = [signatory.email, signatory.mobile_number].filter(Boolean).join(' · ');
  // A §5 blocking check names this signer: outlined, with its message under the row.
  const flag = useFlagOf(signatory.uuid);
  useUnflagOnChange(signatory.uuid, flag, signatory);
  const flagId = `signer-flag-${signatory.uuid}`;
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (flag && isFirstFlaggedSignatory(signatory.uuid))
      root.current?.scrollIntoView?.({ block: 'nearest' });
  }, [flag, signatory.uuid]);
  return (
    <Box
      ref={root}
      data-flagged={flag ? true : undefined}
      style={
        flag
          ? {
              outline: '2px solid var(--mantine-color-red-7)',
              outlineOffset: -2,
              borderRadius: 8,
              background: 'var(--mantine-color-red-0)',
            }
          : undefined
      }
    >
      <Group gap={6} wrap="nowrap" py={6} pl={2} pr={4}>
        <DragHandle label={label} />
        {order !== null && <OrderBadge order={order} />}
        <UnstyledButton
          onClick={onEdit}
          disabled={!editable}
          style={{ flex: 1, minWidth: 0 }}
          aria-label={t('editor.signers.edit', { name: label })}
          aria-describedby={flag ? flagId : undefined}
        >
          <Group gap={8} wrap="nowrap">
            <ColourDot colour={signatory.colour} />
            <Box miw={0} style={{ flex: 1 }}>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={600} truncate>
                  {signatory.name || t('editor.signers.noName')}
                </Text>
                <Text size="xs" c="dimmed" truncate style={{ flexShrink: 0 }}>
                  {signatory.role}
                </Text>
              </Group>
              <Text size="xs" c="dimmed" truncate>
                {contact || t('editor.signers.noContact')}
              </Text>
            </Box>
          </Group>
        </UnstyledButton>
        {signatory.primary_communication_channel !== 'email' && (
          <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
            {channelLabel(t, signatory.primary_communication_channel)}
          </Badge>
        )}
        {signatory.is_optional && (
          <Badge size="xs" variant="outline" color="gray" style={{ flexShrink: 0 }}>
            {t('editor.signers.optional')}
          </Badge>
        )}
        {editable && (
          <Menu position="bottom-end" withinPortal shadow="md">
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('editor.signers.options', { name: label })}
              >
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconEdit size={14} />} onClick={onEdit}>
                {t('editor.signers.editItem')}
              </Menu.Item>
              <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onRemove}>
                {t('editor.signers.remove')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {flag && (
        <Group id={flagId} gap={4} wrap="nowrap" px="xs" pb={6} c="red.8">
          <IconAlertCircle size={14} style={{ flexShrink: 0 }} aria-hidden />
          <Text size="xs" fw={500}>
            {flag}
          </Text>
        </Group>
      )}
    </Box>
  );
};
