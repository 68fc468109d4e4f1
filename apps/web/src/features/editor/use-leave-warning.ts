import { FIELD_MESSAGES } from '@quire/domain';
import { useEffect } from 'react';

/**
 * §8: leaving the page while something is unfinished asks first: setup saves pending ('Update in
 * progress'), or a signer who has not clicked 'Done Signing' (the signing flow's message).
 */
export const useLeaveWarning = (
  pending: boolean,
  message: string = FIELD_MESSAGES.updateInProgress,
) => {
  useEffect(() => {
    if (!pending) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = message;
      return message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [pending, message]);
};
