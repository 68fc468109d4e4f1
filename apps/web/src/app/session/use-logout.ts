import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api-client.ts';

/**
 * POST /app/auth/logout, then forget the session whatever the answer: a failed logout must not
 * leave the user looking logged in. Unauthorized answers are ignored here (spec §8 sign-off).
 */
export const useLogout = (): (() => Promise<void>) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await api.post('/app/auth/logout', undefined, { ignoreUnauthorized: true, silent: true });
    } catch {
      // Already logged out, or offline: the local session goes either way.
    }
    api.endSession();
    navigate('/login', { replace: true });
    queryClient.clear();
  }, [navigate, queryClient]);
};
