import { signerForm } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PackDto } from '../../documents/documents-api.ts';
import { signingApi } from '../signing-api.ts';

export type SigningViewMode = 'pages' | 'form';

/**
 * Pages or form: a pack with always_use_form_view opens in the form (§3), any other in its pages;
 * the signer may switch either way (the pages are the preview of what the form fills). The form
 * view is fetched the first time the form shows.
 */
export const useSignerFormView = (pack: Pick<PackDto, 'key' | 'always_use_form_view'>) => {
  const [mode, setMode] = useState<SigningViewMode>(pack.always_use_form_view ? 'form' : 'pages');
  const [wanted, setWanted] = useState(mode === 'form');
  const entries = useQuery({
    queryKey: ['signing', 'form_view', pack.key],
    queryFn: ({ signal }) => signingApi.formView(pack.key, signal),
    enabled: wanted,
    staleTime: Infinity,
  });
  return {
    mode,
    setMode: (next: SigningViewMode) => {
      if (next === 'form') setWanted(true);
      setMode(next);
    },
    entries: entries.data,
    failed: entries.isError,
  };
};

export type SignerFormViewState = ReturnType<typeof useSignerFormView>;

/**
 * While the form shows, the signer meets their fields in the form's order: the wizard's next
 * field and the first one 'Done Signing' points at follow it, not the pages' reading order.
 */
export const formOrderOf = (
  view: SignerFormViewState,
  order: readonly string[],
): string[] | null => {
  if (view.mode !== 'form' || !view.entries) return null;
  const form = signerForm(view.entries, order);
  return [...form.items, ...form.extra]
    .filter((item) => item.kind === 'field')
    .map((item) => item.uuid);
};
