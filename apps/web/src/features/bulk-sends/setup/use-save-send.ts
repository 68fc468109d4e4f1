import type { BulkSend } from '@quire/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import { bulkSendsApi, type BulkSendChanges } from '../bulk-sends-api.ts';

/**
 * One way for the setup sections to change the send: add_update_bulk_send with the send's key
 * and description (the server wants the description on every save), then the send is read again.
 */
export const useSaveSend = (send: BulkSend) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Omit<BulkSendChanges, 'key' | 'description'>) =>
      bulkSendsApi.save({ key: send.key, description: send.description, ...changes }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.bulkSend(send.key), exact: true }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.bulkSends, exact: true }),
      ]),
  });
};
