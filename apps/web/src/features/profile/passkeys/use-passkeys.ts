import type { PasskeyView } from '@quire/domain';
import {
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import { TWO_STEP_STATUS_KEY } from '../two-step/use-two-step.ts';

export const PASSKEYS_QUERY_KEY = ['user', 'passkeys'] as const;
const silent = { silent: true } as const;

export const usePasskeys = () =>
  useQuery({
    queryKey: PASSKEYS_QUERY_KEY,
    queryFn: async () =>
      (await api.get<{ passkeys: PasskeyView[] }>('/app/user/passkeys')).passkeys,
  });

/**
 * After every change the list is read again from the server, and so is the second step: the first
 * passkey makes one (and lifts a mandatory set-up), removing the last may take it away.
 */
const useChange = <Input>(change: (input: Input) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: TWO_STEP_STATUS_KEY }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.currentUser, exact: true }),
      ]),
  });
};

/** Creation options from the server, the browser's passkey prompt, then the server's check. */
export const useAddPasskey = () =>
  useChange(async (name: string) => {
    const { options } = await api.post<{ options: PublicKeyCredentialCreationOptionsJSON }>(
      '/app/user/passkeys/options',
      {},
      silent,
    );
    const response = await startRegistration({ optionsJSON: options });
    return api.post<{ passkey: PasskeyView }>('/app/user/passkeys', { response, name }, silent);
  });

export const useRenamePasskey = () =>
  useChange((input: { credentialId: string; name: string }) =>
    api.request(`/app/user/passkeys/${input.credentialId}`, {
      method: 'PUT',
      body: { data: { name: input.name } },
      ...silent,
    }),
  );

export const useRemovePasskey = () =>
  useChange((input: { credentialId: string; password: string }) =>
    api.request(`/app/user/passkeys/${input.credentialId}`, {
      method: 'DELETE',
      body: { password: input.password },
      ...silent,
    }),
  );
