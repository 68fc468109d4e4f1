import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { QUERY_KEYS } from '../query-keys.ts';

/**
 * Spec §8 "A session user different from the stored one gives 'You have been logged out of your
 * previous session'": the stored login is shared by every tab, so a login in another tab
 * replaces this tab's. Asking GET /app/user again at once lets the API client compare the
 * session's user with the one this page was showing (api-client.ts), instead of this tab
 * carrying on, as someone else, until its next check.
 */
export const useRecheckOnSessionChange = (sessionToken: string | null): void => {
  const queryClient = useQueryClient();
  const seen = useRef(sessionToken);
  useEffect(() => {
    if (seen.current === sessionToken) return;
    seen.current = sessionToken;
    // No token: the layout already goes to the login page.
    if (!sessionToken) return;
    // The other tab's login arrives one stored value at a time (a storage event each): asked
    // at the first, the token would go out with the old workspace key, which the server refuses.
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.currentUser, exact: true }),
      SETTLE_MS,
    );
    return () => clearTimeout(timer);
  }, [sessionToken, queryClient]);
};

const SETTLE_MS = 250;
