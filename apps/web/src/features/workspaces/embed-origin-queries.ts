import type { EmbedOrigin } from '@quire/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';

type EmbedOriginsAnswer = { embed_origins: EmbedOrigin[]; can_manage: boolean; message?: string };

const queryKey = (accountKey: string) => ['accounts', accountKey, 'embed_origins'] as const;
const base = (accountKey: string) => `/app/accounts/${encodeURIComponent(accountKey)}`;

/** GET /app/accounts/{key}/embed_origins: the list and whether this member may change it. */
export const useEmbedOrigins = (accountKey: string) =>
  useQuery({
    queryKey: queryKey(accountKey),
    queryFn: ({ signal }) =>
      api.get<EmbedOriginsAnswer>(`${base(accountKey)}/embed_origins`, { signal, silent: true }),
  });

/** add_embed_origin / remove_embed_origin: the answer is the new list; the form shows refusals. */
export const useChangeEmbedOrigin = (accountKey: string, change: 'add' | 'remove') => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (origin: string) =>
      api.post<EmbedOriginsAnswer>(
        `${base(accountKey)}/${change}_embed_origin`,
        { data: { origin } },
        { silent: true },
      ),
    onSuccess: (answer) => queryClient.setQueryData(queryKey(accountKey), answer),
  });
};
