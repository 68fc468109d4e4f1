type Listener = () => void;

/**
 * The subscription half of an external store for `useSyncExternalStore`: `version` moves on
 * every `emit()`, so a selector reading it re-renders on any change.
 */
export class StoreListeners {
  private listeners = new Set<Listener>();
  version = 0;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  protected emit(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}
