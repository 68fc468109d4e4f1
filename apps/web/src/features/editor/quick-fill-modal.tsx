import { Button, Checkbox, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  CHECKED,
  UNCHECKED,
  isValidFieldDate,
  toggleCheckbox,
  type DataField,
} from '@quire/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorContextValue } from './editor-context.tsx';
import { fieldTypeLabel } from './fields/field-type-meta.ts';

const FILLABLE = new Set(['text', 'date', 'check', 'choice']);

/** Fields the current user ('self') fills in themselves before sending, in page order. */
export const quickFillFields = (fields: readonly DataField[], documentOrder: readonly string[]) =>
  fields
    .filter((f) => f.signatory_uuid === 'self' && FILLABLE.has(f.type))
    .sort(
      (a, b) =>
        documentOrder.indexOf(a.document_key) - documentOrder.indexOf(b.document_key) ||
        a.page_index - b.page_index ||
        a.y - b.y ||
        a.x - b.x,
    );

/** §2 quickly-fill-fields: every 'self' field of the pack in one form. */
export const QuickFillModal = ({
  editor,
  opened,
  onClose,
}: {
  editor: EditorContextValue;
  opened: boolean;
  onClose: () => void;
}) => {
  const { store, pack } = editor;
  const { t } = useTranslation();
  const order = [...pack.child_documents].sort((a, b) => a.position - b.position).map((c) => c.key);
  const fields = quickFillFields(store.allFields(), order);
  const [values, setValues] = useState<Record<string, string | null>>({});
  const valueOf = (f: DataField) => (f.uuid in values ? values[f.uuid]! : f.data);
  const invalidDate = (f: DataField) => {
    const v = valueOf(f);
    return f.type === 'date' && v !== null && v !== '' && !isValidFieldDate(v);
  };

  const save = () => {
    let current = store.allFields();
    const patches = new Map<string, string | null>();
    for (const [uuid, data] of Object.entries(values)) {
      const field = current.find((f) => f.uuid === uuid);
      if (!field) continue;
      if (field.type === 'check' && (data === CHECKED) !== (field.data === CHECKED)) {
        // §4: checking a mutually exclusive box unchecks the rest of its group.
        for (const changed of toggleCheckbox(current, uuid))
          patches.set(changed.uuid, changed.data);
        current = current.map((f) =>
          patches.has(f.uuid) ? { ...f, data: patches.get(f.uuid)! } : f,
        );
      } else if (field.type !== 'check') patches.set(uuid, data === '' ? null : data);
    }
    store.change([...patches].map(([uuid, data]) => ({ uuid, patch: { data } })));
    setValues({});
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('editor.quickFill.title')} size="md">
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('editor.quickFill.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          {fields.map((f) => {
            const label = f.custom_id ?? fieldTypeLabel(t, f.type);
            const set = (v: string | null) => setValues((old) => ({ ...old, [f.uuid]: v }));
            if (f.type === 'check')
              return (
                <Checkbox
                  key={f.uuid}
                  label={label}
                  checked={valueOf(f) === CHECKED}
                  onChange={(e) => set(e.currentTarget.checked ? CHECKED : UNCHECKED)}
                />
              );
            if (f.type === 'choice')
              return (
                <Select
                  key={f.uuid}
                  label={label}
                  data={f.choice_options}
                  value={valueOf(f)}
                  onChange={set}
                  clearable
                  comboboxProps={{ withinPortal: true }}
                />
              );
            return (
              <TextInput
                key={f.uuid}
                label={label}
                placeholder={f.type === 'date' ? t('editor.quickFill.datePlaceholder') : undefined}
                value={valueOf(f) ?? ''}
                error={invalidDate(f) ? t('editor.quickFill.badDate') : undefined}
                onChange={(e) => set(e.currentTarget.value)}
              />
            );
          })}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('editor.cancel')}
            </Button>
            <Button onClick={save} disabled={fields.some(invalidDate)}>
              {t('editor.quickFill.fill')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
