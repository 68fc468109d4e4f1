import { useEffect, useState } from 'react';
import { useWindowFocused } from '../../app/use-window-focused.ts';

/** §9: polls run only while the window has focus and the page is not hidden. */
export const usePollAllowed = (): boolean => {
  const focused = useWindowFocused();
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return focused && visible;
};
