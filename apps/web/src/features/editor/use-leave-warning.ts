import { FIELD_MESSAGES } from '@quire/domain';
import { useEffect } from 'react';

/** §8: leaving the page while setup saves are pending asks first ('Update in progress'). */
export const useLeaveWarning = (pending: boolean) => {
  useEffect(() => {
    if (!pending) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = FIELD_MESSAGES.updateInProgress;
      return FIELD_MESSAGES.updateInProgress;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [pending]);
};
