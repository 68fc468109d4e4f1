import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SlidingNumberInput } from './sliding-number-input.tsx';

const setup = (value: number | null, min = 0, max = 100) => {
  const onChange = vi.fn();
  const view = render(
    <MantineProvider env="test">
      <SlidingNumberInput label="Width" value={value} min={min} max={max} onChange={onChange} />
    </MantineProvider>,
  );
  const input = screen.getByRole('spinbutton', { name: 'Width' }) as HTMLInputElement;
  return { onChange, input, view };
};

// jsdom has no PointerEvent: without it the drag's events would carry no clientX or button.
class PointerEventStub extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}

describe('SlidingNumberInput', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('PointerEvent', PointerEventStub);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('steps by 1 with the arrow keys and by 0.1 with shift, handing on 250 ms after the last', () => {
    const { onChange, input } = setup(10);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowDown', shiftKey: true });
    expect(input.value).toBe('11.9');
    expect(input.getAttribute('aria-valuenow')).toBe('11.9');
    act(() => vi.advanceTimersByTime(249));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(11.9);
  });

  it('restarts the 250 ms wait on every change', () => {
    const { onChange, input } = setup(10);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    act(() => vi.advanceTimersByTime(200));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(12);
  });

  it('clamps to min and max: arrows, Home/End and typed numbers', () => {
    const { onChange, input } = setup(99.95, 5, 100);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('100');
    fireEvent.keyDown(input, { key: 'Home' });
    expect(input.value).toBe('5');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.value).toBe('5');
    fireEvent.change(input, { target: { value: '250' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('100');
    act(() => vi.advanceTimersByTime(250));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(100);
  });

  it('reverts typed text that is not a number, and hands nothing on', () => {
    const { onChange, input } = setup(42);
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(input.value).toBe('abc');
    fireEvent.blur(input);
    expect(input.value).toBe('42');
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows 'Mixed' for null, and a typed number replaces it", () => {
    const { onChange, input } = setup(null);
    expect(input.value).toBe('');
    expect(input.placeholder).toBe('Mixed');
    expect(input.getAttribute('aria-valuetext')).toBe('Mixed');
    expect(input.hasAttribute('aria-valuenow')).toBe(false);
    fireEvent.change(input, { target: { value: 'x' } });
    fireEvent.blur(input);
    expect(input.placeholder).toBe('Mixed');
    fireEvent.change(input, { target: { value: '7.25' } });
    fireEvent.blur(input);
    act(() => vi.advanceTimersByTime(250));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(7.3);
  });

  it('drags sideways: a step per 2 px, 0.1 with shift, clamped', () => {
    const { onChange, input } = setup(10);
    const handle = screen.getByTestId('sliding-handle');
    fireEvent.pointerDown(handle, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 120, pointerId: 1 });
    expect(input.value).toBe('20');
    fireEvent.pointerMove(handle, { clientX: 120, shiftKey: true, pointerId: 1 });
    expect(input.value).toBe('11');
    fireEvent.pointerMove(handle, { clientX: 1000, pointerId: 1 });
    expect(input.value).toBe('100');
    fireEvent.pointerUp(handle, { pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 0, pointerId: 1 });
    expect(input.value).toBe('100');
    act(() => vi.advanceTimersByTime(250));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(100);
  });

  it('hands on a waiting change at once when it goes away', () => {
    const { onChange, input, view } = setup(10);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    view.unmount();
    expect(onChange).toHaveBeenCalledExactlyOnceWith(11);
  });

  it('hands a waiting change to what it was made for, then shows what it edits now', () => {
    const { onChange, input, view } = setup(10);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    const other = vi.fn();
    // Another field is selected before the 250 ms are up.
    view.rerender(
      <MantineProvider env="test">
        <SlidingNumberInput
          label="Width"
          value={50}
          min={0}
          max={100}
          onChange={other}
          target="another field"
        />
      </MantineProvider>,
    );
    expect(onChange).toHaveBeenCalledExactlyOnceWith(11);
    expect(input.value).toBe('50');
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('shows a new value from outside when nothing of its own is waiting', () => {
    const { input, view } = setup(10);
    view.rerender(
      <MantineProvider env="test">
        <SlidingNumberInput label="Width" value={30} min={0} max={100} onChange={() => {}} />
      </MantineProvider>,
    );
    expect(input.value).toBe('30');
  });
});
