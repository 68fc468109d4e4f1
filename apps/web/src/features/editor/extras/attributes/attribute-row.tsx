import {
  ActionIcon,
  Badge,
  Code,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { deriveAttributeId } from '@quire/domain';
import { IconAdjustmentsHorizontal, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attributesApi } from '../extras-api.ts';
import { EXTRAS_TIMING } from '../extras-timing.ts';
import type { UserDefinedAttributeDto } from '../extras-types.ts';
import { SaveStatusText } from '../save-status.tsx';
import { useDebouncedSave } from '../use-debounced-save.ts';
import { ControlValueInput } from './control-value-input.tsx';
import { customControlLabel, isCustomControlKind } from './custom-control-kinds.ts';

type Draft = { name: string; value: string; required: boolean };

type AttributeRowProps = {
  packKey: string;
  /** Null for a row the user has just added (created on its first save). */
  attribute: UserDefinedAttributeDto | null;
  /** The ids the pack's other custom fields hold (§5 ids are unique). */
  takenIds: readonly string[];
  readOnly: boolean;
  canConfigureControl: boolean;
  onSaved: (saved: { key: string; id: string }) => void;
  onDelete: (key: string | null) => void;
  onConfigure: (key: string) => void;
};

/** One custom field: name (with the id derived from it), value and required, saved 1 s after a change. */
export const AttributeRow = ({
  packKey,
  attribute,
  takenIds,
  readOnly,
  canConfigureControl,
  onSaved,
  onDelete,
  onConfigure,
}: AttributeRowProps) => {
  const [draft, setDraft] = useState<Draft>({
    name: attribute?.name ?? '',
    value: (attribute?.custom_control ? attribute.custom_control_value : attribute?.value) ?? '',
    required: attribute?.required ?? false,
  });
  const { t } = useTranslation();
  const keyRef = useRef<string | null>(attribute?.key ?? null);
  const [saved, setSaved] = useState({
    key: attribute?.key ?? null,
    name: attribute?.name ?? '',
    id: attribute?.id ?? '',
  });
  const control = isCustomControlKind(attribute?.custom_control) ? attribute.custom_control : null;

  const save = useDebouncedSave(async (next: Draft) => {
    const valueField = control
      ? { custom_control_value: next.value || null }
      : { value: next.value || null };
    const answer = await attributesApi.save(packKey, {
      ...(keyRef.current ? { key: keyRef.current } : { control_level: 'document_pack' }),
      name: next.name.trim(),
      required: next.required,
      ...valueField,
    });
    keyRef.current = answer.user_defined_attribute.key;
    setSaved({
      key: answer.user_defined_attribute.key,
      name: next.name.trim(),
      id: answer.user_defined_attribute.id,
    });
    onSaved(answer.user_defined_attribute);
  }, EXTRAS_TIMING.attributeSaveMs);

  const change = (patch: Partial<Draft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    // A custom field needs a name before it exists (§5 derives its id from the name).
    if (next.name.trim()) save.schedule(next);
  };

  const id =
    draft.name.trim() === saved.name && saved.id
      ? saved.id
      : deriveAttributeId(draft.name, takenIds);
  const label = draft.name.trim() || t('editor.attributes.new');

  return (
    <Paper withBorder radius="md" p="sm" role="listitem" aria-label={label}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            size="xs"
            label={t('editor.attributes.name')}
            placeholder={t('editor.attributes.namePlaceholder')}
            value={draft.name}
            readOnly={readOnly}
            onChange={(event) => change({ name: event.currentTarget.value })}
            style={{ flex: 1 }}
            data-autofocus={attribute === null || undefined}
          />
          {canConfigureControl && saved.key && (
            <Tooltip label={t('editor.attributes.control')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('editor.attributes.configure', { name: label })}
                data-configure-control
                onClick={() => saved.key && onConfigure(saved.key)}
                mb={2}
              >
                <IconAdjustmentsHorizontal size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          {!readOnly && (
            <Tooltip label={t('editor.attributes.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('editor.attributes.deleteNamed', { name: label })}
                onClick={() => void save.cancel().then(() => onDelete(keyRef.current))}
                mb={2}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        <Group gap={6} wrap="wrap">
          <Text size="xs" c="dimmed">
            {t('editor.attributes.id')}
          </Text>
          <Code aria-label={t('editor.attributes.idOf', { name: label })}>
            {draft.name.trim() ? id : '—'}
          </Code>
          {control && attribute && (
            <Badge size="xs" variant="light" color="grape">
              {customControlLabel(t, control)} ·{' '}
              {t(`editor.attributes.levels.${attribute.control_level}`)}
            </Badge>
          )}
        </Group>
        <ControlValueInput
          control={control}
          properties={attribute?.custom_control_properties ?? {}}
          value={draft.value}
          readOnly={readOnly}
          onChange={(value) => change({ value })}
        />
        <Group justify="space-between" gap="xs">
          <Switch
            size="xs"
            label={t('editor.fields.required')}
            checked={draft.required}
            disabled={readOnly}
            onChange={(event) => change({ required: event.currentTarget.checked })}
          />
          <SaveStatusText status={save.status} />
        </Group>
      </Stack>
    </Paper>
  );
};
