import { TextInput } from '@mantine/core';
import {
  SLIDING_INPUT,
  dragSliding,
  formatSliding,
  parseSlidingInput,
  stepSliding,
} from '@quire/domain';
import { IconArrowsHorizontal } from '@tabler/icons-react';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';

export type SlidingNumberInputProps = {
  label: string;
  /** Null when the things it edits differ: shown as 'Mixed'. */
  value: number | null;
  min: number;
  max: number;
  /** Called 250 ms after the last change (§9), or at once when the input goes away. */
  onChange: (value: number) => void;
  /**
   * What it edits (the selected fields' ids): when this changes, a change still waiting is handed
   * on at once, to what it was made for, and the new value is shown.
   */
  target?: string;
  disabled?: boolean;
  /** A short unit shown after the number ('pt'). */
  unit?: string;
  /** What a null value shows, 'Mixed' unless told ('Auto' for a size left automatic). */
  emptyLabel?: string;
  /** Where the keys and a drag start from when the value is null (min unless told). */
  start?: number;
};

const textOf = (value: number | null): string => (value === null ? '' : formatSliding(value));

/**
 * §2 sliding numeric input: drag the handle sideways or use the arrow keys (shift gives 0.1
 * steps; Home and End go to min and max), or type a number. Clamped to min and max; text that is
 * not a number reverts; null shows 'Mixed'. Changes show at once and are handed on 250 ms after
 * the last one, so a drag or a held arrow key makes one save, not fifty.
 */
export const SlidingNumberInput = ({
  label,
  value,
  min,
  max,
  onChange,
  target,
  disabled,
  unit,
  emptyLabel,
  start,
}: SlidingNumberInputProps) => {
  const { t } = useTranslation();
  const empty = emptyLabel ?? t('components.sliding.mixed');
  const bounds = { min, max };
  const [current, setCurrent] = useState<number | null>(value);
  const [text, setText] = useState(() => textOf(value));
  // A waiting change keeps the onChange of its moment, so it goes to what it was made for.
  const pending = useRef<{
    timer: ReturnType<typeof setTimeout>;
    value: number;
    onChange: (value: number) => void;
  } | null>(null);
  const drag = useRef<{ x: number; start: number | null } | null>(null);
  const onChangeRef = useRef(onChange);
  const valueRef = useRef(value);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
    valueRef.current = value;
  });

  // A change from elsewhere (undo, a drag on the page) shows here unless ours is still on its way.
  useEffect(() => {
    if (pending.current) return;
    setCurrent(value);
    setText(textOf(value));
  }, [value]);

  const handOn = () => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    waiting.onChange(waiting.value);
  };

  // Leaving (the panel closed) hands on what is waiting.
  useEffect(() => handOn, []);

  // Something else to edit: what was waiting goes to the old one, the new one's value shows.
  const firstTarget = useRef(target);
  useEffect(() => {
    if (target === firstTarget.current) return;
    firstTarget.current = target;
    handOn();
    setCurrent(valueRef.current);
    setText(textOf(valueRef.current));
  }, [target]);

  const change = (next: number) => {
    setCurrent(next);
    setText(textOf(next));
    if (pending.current) clearTimeout(pending.current.timer);
    else if (next === value) return;
    pending.current = {
      value: next,
      onChange: onChangeRef.current,
      timer: setTimeout(handOn, SLIDING_INPUT.debounceMs),
    };
  };

  const commitText = () => {
    const next = parseSlidingInput(text, current, bounds);
    if (next === null || next === current) setText(textOf(current));
    else change(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const direction = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (direction !== 0) {
      event.preventDefault();
      change(stepSliding(current ?? start ?? null, direction, event.shiftKey, bounds));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      change(event.key === 'Home' ? min : max);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      commitText();
    } else if (event.key === 'Escape' && text !== textOf(current)) {
      // Undo the typing only; a second Escape goes on to whatever else Escape closes.
      event.stopPropagation();
      setText(textOf(current));
    }
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLSpanElement>) => {
    if (disabled || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, start: current ?? start ?? null };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLSpanElement>) => {
    const from = drag.current;
    if (!from) return;
    const next = dragSliding(from.start, event.clientX - from.x, event.shiftKey, bounds);
    if (next !== current) change(next);
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLSpanElement>) => {
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };

  return (
    <TextInput
      label={label}
      value={text}
      placeholder={current === null ? empty : undefined}
      disabled={disabled}
      inputMode="decimal"
      autoComplete="off"
      role="spinbutton"
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={current ?? undefined}
      aria-valuetext={current === null ? empty : undefined}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commitText}
      onKeyDown={onKeyDown}
      leftSectionPointerEvents={disabled ? 'none' : 'auto'}
      leftSection={
        <span
          aria-hidden
          data-testid="sliding-handle"
          title={t('components.sliding.drag')}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          style={{
            cursor: disabled ? 'default' : 'ew-resize',
            touchAction: 'none',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: '100%',
            height: '100%',
          }}
        >
          <IconArrowsHorizontal size={14} />
        </span>
      }
      rightSection={unit}
      rightSectionPointerEvents="none"
      styles={{ section: { color: 'var(--mantine-color-dimmed)', fontSize: 12 } }}
    />
  );
};
