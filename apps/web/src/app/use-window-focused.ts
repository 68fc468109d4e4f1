import { useWindowEvent } from '@mantine/hooks';
import { useState } from 'react';

/** Whether this window has focus; §9 polls slow down or pause while it does not. */
export const useWindowFocused = (): boolean => {
  const [focused, setFocused] = useState(() => document.hasFocus());
  useWindowEvent('focus', () => setFocused(true));
  useWindowEvent('blur', () => setFocused(false));
  return focused;
};
