import { DEFAULT_EMBED_UI, type EmbedUiConfiguration } from '@quire/domain';
import { useSyncExternalStore } from 'react';

/** The parent's quire:update_ui_configuration, kept for the page's life (what it hides). */
let current: Required<EmbedUiConfiguration> = DEFAULT_EMBED_UI;
const listeners = new Set<() => void>();

export const updateEmbedUi = (change: EmbedUiConfiguration): void => {
  const defined = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
  current = { ...current, ...defined };
  for (const listener of listeners) listener();
};

/** Back to everything shown (tests, and a page that leaves embedded mode). */
export const resetEmbedUi = (): void => updateEmbedUi(DEFAULT_EMBED_UI);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const currentEmbedUi = (): Required<EmbedUiConfiguration> => current;

export const useEmbedUi = (): Required<EmbedUiConfiguration> =>
  useSyncExternalStore(subscribe, currentEmbedUi);
