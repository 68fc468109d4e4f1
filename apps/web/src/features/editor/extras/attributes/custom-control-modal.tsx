import { Button, Group, Modal, Select, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { CONTROL_LEVELS, controlLevelNeedsRelatedEntity, type ControlLevel } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackDto } from '../../../documents/documents-api.ts';
import { appendixApi, attributesApi } from '../extras-api.ts';
import { EXTRAS_KEYS } from '../extras-query-keys.ts';
import type { UserDefinedAttributeDto } from '../extras-types.ts';
import { fieldName } from '../field-label.ts';
import { usePackFields } from '../use-data-fields.ts';
import {
  CUSTOM_CONTROL_KINDS,
  customControlLabel,
  controlPropertiesOf,
  isCustomControlKind,
  type CustomControlKind,
} from './custom-control-kinds.ts';

type CustomControlModalProps = {
  pack: PackDto;
  attribute: UserDefinedAttributeDto;
  onClose: () => void;
  onSaved: () => void;
};

const NONE = 'none';

/** Spec §2 custom controls modal: how a custom field is shown, and what it belongs to (control level). */
export const CustomControlModal = ({
  pack,
  attribute,
  onClose,
  onSaved,
}: CustomControlModalProps) => {
  const { t } = useTranslation();
  const initial = controlPropertiesOf(attribute.custom_control_properties);
  const [control, setControl] = useState<CustomControlKind | null>(
    isCustomControlKind(attribute.custom_control) ? attribute.custom_control : null,
  );
  const [level, setLevel] = useState<ControlLevel>(attribute.control_level);
  const [related, setRelated] = useState<string | null>(attribute.related_entity_id);
  const [options, setOptions] = useState<string[]>(initial.options ?? []);
  const [placeholder, setPlaceholder] = useState(initial.placeholder ?? '');
  const [message, setMessage] = useState(initial.incomplete_message ?? '');
  const [saving, setSaving] = useState(false);

  const fields = usePackFields(pack.key);
  const appendices = useQuery({
    queryKey: EXTRAS_KEYS.appendices(pack.key),
    queryFn: ({ signal }) => appendixApi.list(pack.key, signal),
    enabled: level === 'appendix',
  });
  const relatedOptions: { value: string; label: string }[] =
    level === 'child_document'
      ? pack.child_documents.map((child) => ({ value: child.key, label: child.document_name }))
      : level === 'data_field_file'
        ? (fields.data ?? [])
            .filter((field) => field.type === 'file')
            .map((field) => ({ value: field.uuid, label: fieldName(t, field) }))
        : level === 'appendix'
          ? (appendices.data ?? []).map((a) => ({
              value: a.key,
              label: a.filename ?? a.description,
            }))
          : [];
  const needsRelated = controlLevelNeedsRelatedEntity(level);
  const incomplete = (needsRelated && !related) || (control === 'dropdown' && options.length === 0);

  const save = async () => {
    setSaving(true);
    try {
      const hadControl = attribute.custom_control !== null;
      await attributesApi.save(pack.key, {
        key: attribute.key,
        // The value moves with the field: a control keeps it in custom_control_value (§3).
        ...(control && !hadControl ? { custom_control_value: attribute.value } : {}),
        ...(!control && hadControl ? { value: attribute.custom_control_value } : {}),
        custom_control: control,
        control_level: level,
        related_entity_id: needsRelated ? related : null,
        custom_control_properties: control
          ? {
              ...(control === 'dropdown' ? { options } : {}),
              ...(placeholder.trim() ? { placeholder: placeholder.trim() } : {}),
              ...(message.trim() ? { incomplete_message: message.trim() } : {}),
            }
          : {},
      });
      onSaved();
      onClose();
    } catch {
      // The api client has shown the server's message; the dialog stays open to fix it.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('editor.close') }}
      opened
      onClose={onClose}
      title={t('editor.attributes.modalTitle', { name: attribute.name })}
      centered
      size="md"
    >
      <Stack gap="sm">
        <Select
          label={t('editor.attributes.shownAs')}
          data={[
            { value: NONE, label: t('editor.attributes.plain') },
            ...CUSTOM_CONTROL_KINDS.map((kind) => ({
              value: kind,
              label: customControlLabel(t, kind),
            })),
          ]}
          value={control ?? NONE}
          allowDeselect={false}
          onChange={(value) => setControl(isCustomControlKind(value) ? value : null)}
        />
        <Select
          label={t('editor.attributes.level')}
          description={t('editor.attributes.levelHint')}
          data={CONTROL_LEVELS.map((value) => ({
            value,
            label: t(`editor.attributes.levels.${value}`),
          }))}
          value={level}
          allowDeselect={false}
          onChange={(value) => {
            if (!value) return;
            setLevel(value as ControlLevel);
            setRelated(null);
          }}
        />
        {needsRelated && (
          <Select
            label={t(`editor.attributes.which.${level}`)}
            placeholder={t('editor.attributes.choose')}
            data={relatedOptions}
            value={related}
            onChange={setRelated}
            nothingFoundMessage={t('editor.attributes.noneYet')}
          />
        )}
        {control === 'dropdown' && (
          <TagsInput
            label={t('editor.attributes.choices')}
            description={t('editor.attributes.choicesHint')}
            value={options}
            onChange={setOptions}
          />
        )}
        {control && (
          <>
            <TextInput
              label={t('editor.attributes.placeholder')}
              value={placeholder}
              onChange={(event) => setPlaceholder(event.currentTarget.value)}
            />
            <TextInput
              label={t('editor.attributes.message')}
              description={t('editor.attributes.messageHint')}
              placeholder={t('editor.attributes.messageDefault', { name: attribute.name })}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
            />
          </>
        )}
        {incomplete && (
          <Text size="xs" c="dimmed">
            {needsRelated && !related
              ? t('editor.attributes.chooseRelated')
              : t('editor.attributes.addChoice')}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('editor.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={incomplete}>
            {t('editor.attributes.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
