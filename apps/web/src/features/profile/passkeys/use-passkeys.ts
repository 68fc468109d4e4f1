import type { PasskeyView } from '@quire/domain';
import {
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';

export const PASSKEYS_QUERY_KEY = ['user', 'passkeys'] as const;
const silent = { silent: true } as const;

export const usePasskeys = () =>
  useQuery({
    queryKey: PASSKEYS_QUERY_KEY,
    queryFn: async () =>
      (await api.get<{ passkeys: PasskeyView[] }>('/app/user/passkeys')).passkeys,
  });

/** Every change answers the passkey as it now is: the list is read again from the server. */
const useChange = <Input>(change: (input: Input) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY }),
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
