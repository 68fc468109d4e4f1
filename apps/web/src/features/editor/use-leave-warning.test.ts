import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLeaveWarning } from './use-leave-warning.ts';

const leave = () => {
  const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
  // jsdom's Event has the legacy boolean returnValue; a browser's BeforeUnloadEvent takes text.
  Object.defineProperty(event, 'returnValue', { value: '', writable: true });
  window.dispatchEvent(event);
  return event;
};

describe('useLeaveWarning (§8)', () => {
  it("asks with 'Update in progress' only while saves are pending", () => {
    const { rerender, unmount } = renderHook(({ pending }) => useLeaveWarning(pending), {
      initialProps: { pending: true },
    });
    const asked = leave();
    expect(asked.defaultPrevented).toBe(true);
    expect(asked.returnValue).toBe('Update in progress');
    rerender({ pending: false });
    expect(leave().defaultPrevented).toBe(false);
    unmount();
  });
});
