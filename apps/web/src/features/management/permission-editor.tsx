import {
  Badge,
  Code,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { PERMISSION_GROUPS, type PermissionPath, type Permissions } from '@quire/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bulkChoiceOf,
  chooseBulk,
  shownValue,
  toggleFlag,
  type BulkChoice,
  type PermissionDraft,
} from './permission-draft.ts';

/** One membership shows its flags in force; several users start every flag at "Leave". */
export type EditorMode = { kind: 'single'; inForce: Permissions } | { kind: 'several' };

type PermissionEditorProps = {
  mode: EditorMode;
  draft: PermissionDraft;
  onChange: (draft: PermissionDraft) => void;
  disabled: boolean;
};

const BULK_CHOICES: readonly BulkChoice[] = ['leave', 'on', 'off'];

/** A chosen On or Off stands out from the rows left alone. */
const CHOICE_COLOURS: Record<BulkChoice, string | undefined> = {
  leave: undefined,
  on: 'teal',
  off: 'red',
};

/** A flag matches by its raw name or by its words in the language shown. */
const matches = (path: PermissionPath, label: string, filter: string): boolean => {
  const wanted = filter.trim().toLowerCase();
  return (
    wanted === '' || path.toLowerCase().includes(wanted) || label.toLowerCase().includes(wanted)
  );
};

/** The 52 flags in their three groups, each with its words, its raw name and its control. */
export const PermissionEditor = ({ mode, draft, onChange, disabled }: PermissionEditorProps) => {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const groups = PERMISSION_GROUPS.map((g) => ({
    ...g,
    shown: g.paths.filter((p) => matches(p, t(`management.flags.${p}`), filter)),
  }));

  return (
    <Stack gap="md">
      <TextInput
        label={t('management.editor.filter')}
        placeholder={t('management.editor.filterPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
        maw={360}
      />
      {groups.every((g) => g.shown.length === 0) && (
        <Text c="dimmed" size="sm">
          {t('management.editor.noMatch', { filter: filter.trim() })}
        </Text>
      )}
      {groups
        .filter((g) => g.shown.length > 0)
        .map((group) => (
          <Paper key={group.id} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <Title order={3} fz="md" mb="xs">
              {t(`management.editor.groups.${group.id}`)}{' '}
              <Text span c="dimmed" fz="sm" fw={400}>
                ({group.id === 'team' ? t('management.editor.teamLevel') : group.id})
              </Text>
            </Title>
            <Stack gap={0}>
              {group.shown.map((path) => (
                <PermissionRow
                  key={path}
                  path={path}
                  mode={mode}
                  draft={draft}
                  onChange={onChange}
                  disabled={disabled}
                />
              ))}
            </Stack>
          </Paper>
        ))}
    </Stack>
  );
};

const PermissionRow = ({
  path,
  mode,
  draft,
  onChange,
  disabled,
}: { path: PermissionPath } & PermissionEditorProps) => {
  const { t } = useTranslation();
  const label = t(`management.flags.${path}`);
  const changed = draft[path] !== undefined;
  return (
    <Group
      justify="space-between"
      gap="xs"
      py={8}
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Stack gap={2} miw={0} style={{ flex: '1 1 220px' }}>
        <Group gap={6}>
          <Text size="sm" fw={500}>
            {label}
          </Text>
          {changed && (
            <Badge size="xs" color="orange" variant="light">
              {t('management.editor.changed')}
            </Badge>
          )}
        </Group>
        <Code fz="xs" c="dimmed" bg="transparent" p={0} style={{ overflowWrap: 'anywhere' }}>
          {path}
        </Code>
      </Stack>
      {mode.kind === 'single' ? (
        <Switch
          aria-label={label}
          checked={shownValue(draft, mode.inForce, path)}
          onChange={(e) => onChange(toggleFlag(draft, mode.inForce, path, e.currentTarget.checked))}
          disabled={disabled}
          size="md"
        />
      ) : (
        <SegmentedControl
          aria-label={label}
          size="xs"
          data={BULK_CHOICES.map((value) => ({ value, label: t(`management.editor.${value}`) }))}
          value={bulkChoiceOf(draft, path)}
          color={CHOICE_COLOURS[bulkChoiceOf(draft, path)]}
          onChange={(v) => onChange(chooseBulk(draft, path, v as BulkChoice))}
          disabled={disabled}
        />
      )}
    </Group>
  );
};
