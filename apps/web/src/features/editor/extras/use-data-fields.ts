import type { DataField } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { useOptionalEditor } from '../editor-context.tsx';
import { dataFieldsApi } from './extras-api.ts';
import { EXTRAS_KEYS } from './extras-query-keys.ts';

/** §9 field-name polling: outside the editor, fields placed or renamed show within 5 s. */
export const FIELD_NAME_POLL_MS = 5_000;

export type PackFields = { data: DataField[] | undefined; isPending: boolean; isError: boolean };

const noSubscription = () => () => undefined;

/**
 * The pack's fields (every child). Inside the field editor they come live from its store, so
 * the rules' debug view follows every value typed on the canvas; elsewhere from get_data_fields.
 */
export const usePackFields = (packKey: string): PackFields => {
  const editor = useOptionalEditor();
  const store = editor?.store;
  const query = useQuery({
    queryKey: EXTRAS_KEYS.dataFields(packKey),
    queryFn: ({ signal }) => dataFieldsApi.list(packKey, signal),
    select: (fields) => fields.filter((field) => !field.removed),
    refetchInterval: FIELD_NAME_POLL_MS,
    enabled: !store,
  });
  const version = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    () => store?.version ?? 0,
  );
  const live = useMemo(
    () => (store ? store.allFields() : null),
    // The store mutates in place; its version says when to read it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, version],
  );
  if (live) return { data: live, isPending: false, isError: false };
  return { data: query.data, isPending: query.isPending, isError: query.isError };
};
