import { useEffect, useState } from 'react';

/** How far below the top of the window a section's top must have come to count as being read. */
const READING_LINE_PX = 160;

const elementOf = (id: string) => document.getElementById(`profile-${id}`);

/**
 * Which #profile section the person is reading as they scroll: the last one whose top has passed
 * the reading line. At the bottom of the page the sections below the line can no longer reach it,
 * so one the person asked for (`wanted`) that is on screen there counts. Null until the page has
 * been scrolled (and where nothing scrolls, as in jsdom).
 */
export const useSectionInView = (ids: string[], wanted: string | null): string | null => {
  const [inView, setInView] = useState<string | null>(null);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      let current: string | null = null;
      for (const id of ids) {
        const top = elementOf(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= READING_LINE_PX) current = id;
      }
      const atBottom =
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const wantedTop = wanted ? elementOf(wanted)?.getBoundingClientRect().top : undefined;
      if (atBottom && wanted && wantedTop !== undefined && wantedTop < window.innerHeight)
        current = wanted;
      setInView(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ids, wanted]);

  return inView;
};
