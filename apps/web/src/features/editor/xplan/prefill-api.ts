import type { XplanPrefill } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';

const PATH = '/app/integrations/xplan/prefill_document';

/** The connection a pack can be filled through, or a refusal (no XPLAN mapping, not connected). */
export const usePrefillReadiness = (packKey: string, enabled: boolean) =>
  useQuery({
    queryKey: ['integrations', 'prefill', packKey] as const,
    queryFn: ({ signal }) =>
      api.get<{ data: { integration_configuration_id: string; name: string } }>(PATH, {
        query: { document_key: packKey },
        signal,
        silent: true,
      }),
    enabled,
    retry: false,
    staleTime: 60_000,
  });

/** Fills the pack from a client (or, with `preview`, answers what it would fill). */
export const prefillDocument = async (input: {
  packKey: string;
  clientId: number;
  configurationId: string;
  preview: boolean;
}): Promise<XplanPrefill> =>
  (
    await api.post<{ data: XplanPrefill }>(
      PATH,
      {
        document_key: input.packKey,
        client_id: input.clientId,
        integration_configuration_id: input.configurationId,
        preview: input.preview,
      },
      { silent: true },
    )
  ).data;
