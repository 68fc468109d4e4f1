import type { TwoStepStatus, User } from '@quire/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';
import { QUERY_KEYS } from '../../../app/query-keys.ts';

/** Read again whenever the second step may have changed, a passkey added or removed included. */
export const TWO_STEP_STATUS_KEY = ['user', 'two_step'] as const;

/** GET /app/user/two_step: the configured options and the user's own second step. */
export const useTwoStepStatus = () =>
  useQuery({
    queryKey: TWO_STEP_STATUS_KEY,
    queryFn: ({ signal }) => api.get<{ two_step: TwoStepStatus }>('/app/user/two_step', { signal }),
    select: (answer) => answer.two_step,
  });

export type TwoStepChange = {
  use_two_factor_authentication: boolean;
  two_factor_pin_method?: string;
  pin?: string;
  verification_otp?: string;
  current_password?: string;
};

/** POST /app/user with the two-step fields; the answer that turns it on carries recovery codes. */
export const useChangeTwoStep = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: TwoStepChange) =>
      api.post<{ user: User; message: string }>('/app/user', { data }, { silent: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: TWO_STEP_STATUS_KEY });
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.currentUser, exact: true });
    },
  });
};

export const useTotpSecret = () =>
  useMutation({
    mutationFn: (body: { request_new_otp?: boolean; verification_otp?: string }) =>
      api.post<{ totp_link: string | null; require_otp: boolean; message: string }>(
        '/app/user/get_create_totp_secret',
        body,
        { silent: true },
      ),
  });

export const useSendSetupCode = () =>
  useMutation({
    mutationFn: (mobile_number: string) =>
      api.post<{ destination: string; message: string }>(
        '/app/user/two_step/send_code',
        { mobile_number },
        { silent: true },
      ),
  });

export const useRegenerateRecoveryCodes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (current_password: string) =>
      api.post<{ recovery_codes: string[] }>(
        '/app/user/two_step/recovery_codes',
        { current_password },
        { silent: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_STEP_STATUS_KEY }),
  });
};
