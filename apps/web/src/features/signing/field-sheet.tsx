import { Button, Group, Portal, Text } from '@mantine/core';
import type { DateFormat } from '@quire/domain';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldNameOf, textPlaceholderOf } from './field-name.ts';
import classes from './field-sheet.module.css';
import { SigningDateInput } from './signing-date-input.tsx';
import type { FieldEdit, SigningField } from './use-signing-state.ts';

type Props = {
  field: SigningField;
  dateFormat: DateFormat;
  onEdit: (uuid: string, change: FieldEdit) => void;
  onClose: () => void;
};

/** Grows the text area with what is typed, so the whole value is always in sight. */
const fitHeight = (area: HTMLTextAreaElement | null) => {
  if (!area) return;
  area.style.height = 'auto';
  area.style.height = `${area.scrollHeight + 2}px`;
};

/**
 * On a phone a field is often a few millimetres wide: the focused text or date field is edited
 * here, full width and at a readable size, with its label; the page shows the result.
 */
export const FieldSheet = ({ field, dateFormat, onEdit, onClose }: Props) => {
  const area = useRef<HTMLTextAreaElement>(null);
  const { t } = useTranslation();
  const label = fieldNameOf(t, field);
  useLayoutEffect(() => fitHeight(area.current), [field.data]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' || event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };
  const attributes = {
    id: `sheet-${field.uuid}`,
    'aria-label': field.required ? t('signing.field.required', { field: label }) : label,
    'data-sheet-input': field.uuid,
  };

  return (
    <Portal>
      <div
        className={classes.sheet}
        role="dialog"
        aria-label={t('signer.sheet.fillIn', { field: label })}
      >
        <Text component="label" htmlFor={attributes.id} size="sm" fw={600} mb={6} display="block">
          {label}
          {field.required && (
            <Text span c="red.7" aria-hidden>
              {' '}
              *
            </Text>
          )}
        </Text>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <div style={{ flex: 1, minWidth: 0 }}>
            {field.type === 'date' ? (
              <div className={classes.date}>
                <SigningDateInput
                  attributes={attributes}
                  className={classes.input}
                  data={field.data}
                  format={dateFormat}
                  withPicker
                  autoFocus
                  onKeyDown={onKeyDown}
                  onData={(data) => onEdit(field.uuid, { data })}
                />
              </div>
            ) : (
              <textarea
                {...attributes}
                ref={area}
                rows={1}
                className={classes.input}
                value={field.data ?? ''}
                placeholder={textPlaceholderOf(t, field)}
                autoFocus
                // Typing goes on after what is there: the sheet takes the focus from the page's
                // field, and some phones then put the caret first.
                onFocus={(e) => {
                  const end = e.currentTarget.value.length;
                  e.currentTarget.setSelectionRange(end, end);
                }}
                onKeyDown={onKeyDown}
                onChange={(e) => onEdit(field.uuid, { data: e.target.value.replace(/\n/g, ' ') })}
              />
            )}
          </div>
          <Button onClick={onClose} h={40}>
            {t('signer.sheet.done')}
          </Button>
        </Group>
      </div>
    </Portal>
  );
};
