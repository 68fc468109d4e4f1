import { SIGNING_TIMING, submitShakeDelay } from '@quire/domain';
import { useEffect, useRef, useState } from 'react';

/** How long one shake of 'Done Signing' lasts (the CSS animation's length). */
export const SHAKE_MS = 600;

/**
 * §9: once every required field is filled, a popover beside 'Done Signing' says so and hides
 * after 10 s, and the button shakes every 5 s (every 2 s after ten shakes) until it is used.
 * Nothing happens while a request is in flight.
 */
export const useDoneSigningCue = (ready: boolean, busy: boolean) => {
  const [wasReady, setWasReady] = useState(ready);
  const [popoverClosed, setPopoverClosed] = useState(false);
  const [shaking, setShaking] = useState(false);
  const shakes = useRef(0);
  // Each time everything becomes filled in, the popover shows again (state adjusted in render).
  if (ready !== wasReady) {
    setWasReady(ready);
    setPopoverClosed(false);
  }

  useEffect(() => {
    if (!ready) return;
    const hide = setTimeout(() => setPopoverClosed(true), SIGNING_TIMING.doneSigningPopoverMs);
    return () => clearTimeout(hide);
  }, [ready]);

  useEffect(() => {
    if (!ready || busy) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        shakes.current += 1;
        setShaking(true);
        timer = setTimeout(() => {
          setShaking(false);
          schedule();
        }, SHAKE_MS);
      }, submitShakeDelay(shakes.current));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [ready, busy]);

  return {
    popover: ready && !popoverClosed,
    closePopover: () => setPopoverClosed(true),
    shaking: shaking && ready && !busy,
  };
};

export type DoneSigningCue = ReturnType<typeof useDoneSigningCue>;
