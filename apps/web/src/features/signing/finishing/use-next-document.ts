import { NEXT_DOCUMENT_START, SIGNING_TIMING, nextDocument } from '@quire/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SigningState } from '../use-signing-state.ts';

type Options = {
  childOrder: readonly string[];
  childKey: string;
  selectChild: (key: string) => void;
  state: Pick<SigningState, 'order' | 'incomplete' | 'shown'>;
  /** Brings a field into view (the wizard's jump). */
  showField: (uuid: string) => void;
};

/**
 * §4 next-document action with §9's cap: shows the next document (looping to the first), marks
 * it visited, and 2 s later brings its first field still to fill into view, unless the signer
 * jumped again meanwhile. Answers false when the cap stops the jump.
 */
export const useNextDocument = ({
  childOrder,
  childKey,
  selectChild,
  state,
  showField,
}: Options) => {
  const run = useRef(NEXT_DOCUMENT_START);
  const [visited, setVisited] = useState<ReadonlySet<string>>(new Set());
  const jump = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ state, showField });
  useEffect(() => {
    latest.current = { state, showField };
  });

  useEffect(() => () => clearTimeout(jump.current), []);

  const next = useCallback((): boolean => {
    const step = nextDocument(childOrder, childKey, run.current, Date.now());
    run.current = step.state;
    const target = step.target;
    if (!target) return false;
    setVisited(new Set(step.state.visited));
    selectChild(target);
    clearTimeout(jump.current);
    jump.current = setTimeout(() => {
      const { state: now, showField: show } = latest.current;
      const first = now.order.find(
        (uuid) =>
          now.incomplete.has(uuid) &&
          now.shown.find((f) => f.uuid === uuid)?.document_key === target,
      );
      if (first) show(first);
    }, SIGNING_TIMING.firstFieldJumpMs);
    return true;
  }, [childOrder, childKey, selectChild]);

  return { next, visited };
};
