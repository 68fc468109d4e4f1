import { Anchor, Select, Stack, Text } from '@mantine/core';
import type { DataField, DataFieldPatch, MetaDataSet, MetaDataSource } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, errorMessageOf } from '../../../app/api-client.ts';
import { fieldName } from '../extras/field-label.ts';

const TYPED = '';

const useSets = () =>
  useQuery({
    queryKey: ['meta_data_sets', 'editor'],
    queryFn: ({ signal }) =>
      api.get<{ meta_data_sets: MetaDataSet[] }>('/app/meta_data_sets', { signal, silent: true }),
    select: (answer) => answer.meta_data_sets.filter((s) => !s.archived && s.types.length > 0),
    staleTime: 30_000,
  });

type Props = {
  field: DataField;
  allFields: readonly DataField[];
  disabled: boolean;
  onChange: (patch: DataFieldPatch) => void;
};

/**
 * A choice field's custom control (can_configure_custom_controls): its options from a level of a
 * metadata set, following the field that holds the parent level's value.
 */
export const MetaDataSourceSetting = ({ field, allFields, disabled, onChange }: Props) => {
  const sets = useSets();
  const { t } = useTranslation();
  const source = field.meta_data_source;
  const set = sets.data?.find((s) => s.id === source?.set_id);
  const level = set?.types.find((t) => t.id === source?.type_id);
  const parents = allFields.filter(
    (f) =>
      f.uuid !== field.uuid &&
      !f.removed &&
      f.type === 'choice' &&
      f.meta_data_source?.set_id === source?.set_id &&
      f.meta_data_source?.type_id === level?.parent_type_id,
  );

  const save = (next: MetaDataSource | null) => onChange({ meta_data_source: next });
  const chooseLevel = (setId: string, typeId: string) => {
    const chosen = sets.data?.find((s) => s.id === setId)?.types.find((t) => t.id === typeId);
    const candidates = allFields.filter(
      (f) =>
        f.uuid !== field.uuid &&
        !f.removed &&
        f.meta_data_source?.set_id === setId &&
        f.meta_data_source.type_id === chosen?.parent_type_id,
    );
    save({
      set_id: setId,
      type_id: typeId,
      // With one field on the parent level the choice is obvious.
      parent_field_uuid:
        chosen?.parent_type_id && candidates.length === 1 ? candidates[0]!.uuid : null,
    });
  };

  if (sets.isError)
    return (
      <Text size="xs" c="dimmed">
        {t('editor.fields.meta.unreadable', { error: errorMessageOf(sets.error) })}
      </Text>
    );

  return (
    <Stack gap="xs">
      <Select
        label={t('editor.fields.meta.from')}
        description={t('editor.fields.meta.fromHint')}
        data={[
          { value: TYPED, label: t('editor.fields.meta.typed') },
          ...(sets.data ?? []).map((s) => ({ value: s.id, label: s.name })),
        ]}
        value={source?.set_id ?? TYPED}
        allowDeselect={false}
        disabled={disabled || sets.isPending}
        onChange={(value) => {
          if (!value) return save(null);
          const top = sets.data?.find((s) => s.id === value)?.types[0];
          if (top) chooseLevel(value, top.id);
        }}
        comboboxProps={{ withinPortal: true }}
      />
      {sets.isSuccess && sets.data.length === 0 && !source && (
        <Text size="xs" c="dimmed">
          {t('editor.fields.meta.none')}{' '}
          <Anchor component={Link} to="/meta_data_sets" size="xs">
            {t('editor.fields.meta.import')}
          </Anchor>
        </Text>
      )}
      {source && set && (
        <Select
          label={t('editor.fields.meta.level')}
          data={set.types.map((t) => ({ value: t.id, label: t.name }))}
          value={source.type_id}
          allowDeselect={false}
          disabled={disabled}
          onChange={(value) => value && chooseLevel(set.id, value)}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {source && level?.parent_type_id && (
        <Select
          label={t('editor.fields.meta.follows')}
          description={t('editor.fields.meta.followsHint', { level: level.name.toLowerCase() })}
          placeholder={
            parents.length
              ? t('editor.fields.meta.chooseParent')
              : t('editor.fields.meta.placeParent')
          }
          data={parents.map((p) => ({ value: p.uuid, label: fieldName(t, p) }))}
          value={source.parent_field_uuid}
          disabled={disabled || parents.length === 0}
          onChange={(value) => save({ ...source, parent_field_uuid: value })}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </Stack>
  );
};
