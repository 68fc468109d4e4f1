import type { MetaDataSource } from '@quire/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { showDanger } from '../../../app/notices.ts';
import classes from '../signing-field.module.css';
import type { SigningFieldActions } from '../signing-field-actions.ts';
import type { SigningField } from '../use-signing-state.ts';
import { useMetaDataFields } from './meta-data-fields-context.ts';
import { fetchMetaData, useEntryNamed, useMetaDataOptions } from './signer-meta-data-api.ts';

type Props = {
  field: SigningField;
  source: MetaDataSource;
  packKey: string;
  actions: SigningFieldActions;
  attributes: Record<string, unknown>;
  /** The look of the select where it stands (over the page, or in the form view). */
  className?: string;
};

const CLEAR = '\u0000clear';

/**
 * A choice field whose options come from a metadata set (custom control). With a parent control
 * that holds a value it offers only that value's children, and drops its own value when the
 * parent's change leaves it out; picked first, it fills an empty parent with its own parent
 * (§7 being_updated_by_child).
 */
export const MetaDataChoice = ({
  field,
  source,
  packKey,
  actions,
  attributes,
  className = classes.input,
}: Props) => {
  const { t } = useTranslation();
  const fields = useMetaDataFields();
  const parent = source.parent_field_uuid ? fields.get(source.parent_field_uuid) : undefined;
  const parentSource = parent?.meta_data_source ?? null;
  const parentValue = parent?.data?.trim() ?? '';
  const parentEntry = useEntryNamed(
    packKey,
    parentSource?.set_id,
    parentSource?.type_id,
    parentValue,
  );
  const waitingForParent = Boolean(parentValue) && parentEntry.isPending;
  const parentId = parentValue ? (parentEntry.data?.id ?? null) : null;
  const options = useMetaDataOptions(
    packKey,
    source.set_id,
    source.type_id,
    parentId,
    !waitingForParent,
  );
  const entries = useMemo(() => options.data?.meta_data ?? [], [options.data]);
  const value = field.data ?? '';
  const failed = options.isError || parentEntry.isError;
  const emptyUnderParent = options.isSuccess && entries.length === 0 && parentId !== null;

  useEffect(() => {
    if (failed) showDanger(t('signer.metaData.fetchFailed'), 'meta-data-fetch-failed');
  }, [failed, t]);

  // A parent's new value can leave this one out: the control follows its parent.
  useEffect(() => {
    if (options.isSuccess && value && !entries.some((e) => e.name === value))
      actions.edit(field.uuid, { data: null });
  }, [options.isSuccess, entries, value, actions, field.uuid]);

  const choose = async (next: string) => {
    if (next === CLEAR) {
      actions.edit(field.uuid, { data: null });
      if (parent && parent.role === 'fill') actions.edit(parent.uuid, { data: null });
      return;
    }
    actions.edit(field.uuid, { data: next || null });
    const entry = entries.find((e) => e.name === next);
    if (!entry || !parent || !parentSource || parentValue || parent.role !== 'fill') return;
    try {
      const answer = await fetchMetaData(packKey, {
        meta_data_set_id: parentSource.set_id,
        meta_data_type_id: parentSource.type_id,
        current_selected_id: entry.id,
        being_updated_by_child: true,
      });
      if (answer.meta_data.length === 1)
        actions.edit(parent.uuid, { data: answer.meta_data[0]!.name });
    } catch {
      // The parent stays empty for the signer to choose; nothing was lost.
    }
  };

  const status = failed
    ? t('signer.metaData.fetchFailed')
    : emptyUnderParent
      ? t('signer.metaData.noDataForSelection')
      : null;

  return (
    <select
      {...attributes}
      className={className}
      value={value}
      aria-busy={options.isFetching || waitingForParent || undefined}
      aria-description={status ?? undefined}
      title={status ?? undefined}
      onChange={(e) => void choose(e.target.value)}
    >
      <option value="">
        {failed
          ? t('signer.metaData.fetchFailed')
          : options.isPending
            ? t('signer.loading')
            : t('signing.field.choose')}
      </option>
      {value && !entries.some((e) => e.name === value) && <option value={value}>{value}</option>}
      {entries.map((entry) => (
        <option key={entry.id} value={entry.name}>
          {entry.name}
        </option>
      ))}
      {emptyUnderParent && (
        <option value="" disabled>
          {t('signer.metaData.noDataForSelection')}
        </option>
      )}
      {(emptyUnderParent || (parentValue && value)) && (
        <option value={CLEAR}>{t('signer.metaData.clear')}</option>
      )}
    </select>
  );
};
