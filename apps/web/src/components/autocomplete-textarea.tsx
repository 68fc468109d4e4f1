import {
  Popover,
  Text,
  Textarea,
  UnstyledButton,
  VisuallyHidden,
  type TextareaProps,
} from '@mantine/core';
import {
  applyAutocomplete,
  autocompleteTriggerAt,
  matchAutocomplete,
  type AutocompleteEntry,
} from '@quire/domain';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type AutocompleteTextareaProps = Omit<TextareaProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  /** What '::' offers: the pack's fields by custom id (at most 500, §9). */
  entries: readonly AutocompleteEntry[];
};

/**
 * A textarea that offers the pack's fields after '::' (§2): a textbox with a listbox popup
 * (aria-autocomplete list, the highlighted option as its active descendant). Arrows move
 * through the list, Enter or Tab puts the highlighted id in place of '::' and what followed it,
 * Escape closes the list (the modal around it stays open). The list follows the caret: moving out
 * of the '::' word closes it, moving back opens it again.
 */
export const AutocompleteTextarea = ({
  value,
  onChange,
  entries,
  description,
  ...textareaProps
}: AutocompleteTextareaProps) => {
  const listId = useId();
  const { t } = useTranslation();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  // The '::' the user closed with Escape stays closed until they type another one.
  const [dismissed, setDismissed] = useState<number | null>(null);
  const caretAfterInsert = useRef<number | null>(null);

  const trigger = caret === null ? null : autocompleteTriggerAt(value, caret);
  const matches = trigger ? matchAutocomplete(entries, trigger.query) : [];
  const open = trigger !== null && trigger.start !== dismissed && matches.length > 0;
  const highlighted = Math.min(active, matches.length - 1);

  useLayoutEffect(() => {
    const at = caretAfterInsert.current;
    if (at === null || !ref.current) return;
    caretAfterInsert.current = null;
    ref.current.setSelectionRange(at, at);
  });

  const readCaret = (element: HTMLTextAreaElement) =>
    setCaret(element.selectionStart === element.selectionEnd ? element.selectionStart : null);

  const insert = (entry: AutocompleteEntry) => {
    if (!trigger || caret === null) return;
    const next = applyAutocomplete(value, caret, trigger, entry.value);
    caretAfterInsert.current = next.caret;
    setCaret(next.caret);
    onChange(next.text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((highlighted + step + matches.length) % matches.length);
    } else if ((event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey) {
      event.preventDefault();
      insert(matches[highlighted]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDismissed(trigger.start);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <Popover
      opened={open}
      position="bottom-start"
      width="target"
      trapFocus={false}
      returnFocus={false}
      withinPortal
      shadow="md"
    >
      <Popover.Target>
        <Textarea
          {...textareaProps}
          ref={ref}
          value={value}
          description={
            description ?? (entries.length > 0 ? t('components.autocomplete.hint') : undefined)
          }
          // A textarea may take no role but textbox (HTML-ARIA), and a textbox has no
          // aria-expanded: the open list is announced by the live count below instead.
          aria-autocomplete="list"
          // Mantine's modals close on Escape from a window listener that runs first (capture);
          // this attribute is how an element tells them the Escape is its own.
          data-mantine-stop-propagation={open ? 'true' : undefined}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open ? optionId(highlighted) : undefined}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            readCaret(event.currentTarget);
            setActive(0);
            const at = autocompleteTriggerAt(
              event.currentTarget.value,
              event.currentTarget.selectionStart,
            );
            if (at?.start !== dismissed) setDismissed(null);
          }}
          onSelect={(event) => readCaret(event.currentTarget)}
          onBlur={() => setCaret(null)}
          onKeyDown={onKeyDown}
        />
      </Popover.Target>
      <VisuallyHidden aria-live="polite">
        {open ? t('components.autocomplete.count', { count: matches.length }) : ''}
      </VisuallyHidden>
      <Popover.Dropdown p={4} style={{ maxHeight: 240, overflowY: 'auto' }}>
        <div role="listbox" id={listId} aria-label={t('components.autocomplete.fields')}>
          {open &&
            matches.map((entry, index) => (
              <UnstyledButton
                component="div"
                key={entry.value}
                id={optionId(index)}
                role="option"
                aria-selected={index === highlighted}
                tabIndex={-1}
                // Keeps the focus (and the caret) in the textarea.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => insert(entry)}
                onMouseEnter={() => setActive(index)}
                ref={(node) => {
                  if (node && index === highlighted) node.scrollIntoView?.({ block: 'nearest' });
                }}
                style={{
                  display: 'block',
                  width: '100%',
                  padding: '6px 8px',
                  borderRadius: 4,
                  background:
                    index === highlighted ? 'var(--mantine-color-quire-light)' : undefined,
                }}
              >
                <Text size="sm" fw={500} span>
                  {entry.value}
                </Text>
                {entry.hint && (
                  <Text size="xs" c="dimmed" span ml={8}>
                    {entry.hint}
                  </Text>
                )}
              </UnstyledButton>
            ))}
        </div>
      </Popover.Dropdown>
    </Popover>
  );
};
