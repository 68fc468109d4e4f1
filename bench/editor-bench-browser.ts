import type { Browser, Page } from 'playwright-core';
import { SESSION_COOKIE } from '@quire/domain';
import {
  mountedProbe,
  startFrameRecorder,
  stopFrameRecorder,
  usableProbe,
} from './editor-bench-probes.ts';
import type { BenchSession } from './editor-bench-seed.ts';

/** The viewport of the check; one device pixel per CSS pixel. */
const VIEWPORT = { width: 1280, height: 800 };
const DRAG_MS = 2000;
/** Pages either side of the visible ones that still count as "near" (the list overscans 2). */
const NEAR_PAGES = 3;

export type MountedSnapshot = {
  /** Where the window was scrolled: the first page, or the middle of the document. */
  at: 'top' | 'middle';
  field_elements: number;
  page_layers: number;
  visible_pages: number[];
  mounted_pages: number[];
  /** Every mounted field layer belongs to a page within NEAR_PAGES of a visible one. */
  only_near: boolean;
};

export type EditorRun = {
  usable_ms: number;
  fields_response_end_ms: number | null;
  mounted: MountedSnapshot[];
  drag: {
    moves: number;
    /** Frames in which the dragged field was drawn somewhere new (the drag really moves it). */
    moved_frames: number;
    frames: number[];
    long_animation_frames: number;
    loaf_blocking_ms: number;
  };
};

const settle = (page: Page, ms: number) =>
  page.evaluate(
    (wait) =>
      new Promise<void>((resolve) =>
        setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), wait),
      ),
    ms,
  );

const snapshot = async (page: Page, at: MountedSnapshot['at']): Promise<MountedSnapshot> => ({
  at,
  ...(await page.evaluate(mountedProbe, NEAR_PAGES)),
});

/**
 * The field to drag on page 1: the pack's first, or one placed from the palette on an empty pack
 * and then deselected (a click on blank page), so that on both packs the press selects it.
 */
const fieldToDrag = async (page: Page, placeOne: boolean) => {
  const layer = page.getByLabel('Fields on page 1', { exact: true });
  const field = layer.locator('[data-field-uuid]').first();
  if (placeOne) {
    const box = (await layer.boundingBox())!;
    await page.getByRole('button', { name: 'Add Text field' }).click();
    await page.mouse.click(box.x + box.width * 0.4, box.y + box.height * 0.15);
    await field.waitFor();
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height * 0.05);
    await layer.locator('[data-field-uuid][aria-pressed="false"]').waitFor();
  }
  await field.waitFor();
  return {
    box: (await field.boundingBox())!,
    uuid: (await field.getAttribute('data-field-uuid'))!,
  };
};

/**
 * Presses on the field and moves the mouse in small steps on a slow ellipse for DRAG_MS with the
 * frames recorded; the recording stops before the release (the drop's save is not the drag).
 */
const dragFor = async (page: Page, uuid: string, from: { x: number; y: number }) => {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.evaluate(startFrameRecorder, uuid);
  const started = Date.now();
  let moves = 0;
  while (Date.now() - started < DRAG_MS) {
    const phase = moves / 25;
    await page.mouse.move(from.x + 90 * Math.sin(phase), from.y + 60 * (1 - Math.cos(phase)));
    moves += 1;
  }
  const recorded = await page.evaluate(stopFrameRecorder);
  await page.mouse.up();
  return { moves, ...recorded };
};

/**
 * One run on one pack in a fresh browser context (empty cache; the login as the web app keeps it:
 * the session cookie and localStorage): navigation → usable, the mounted fields at the top and in the middle of the
 * document, then a two-second drag of a field on page 1 with the frame deltas recorded.
 */
export const runEditor = async (
  browser: Browser,
  baseUrl: string,
  session: BenchSession,
  pack: { key: string; fieldsOnPage1: number },
): Promise<EditorRun> => {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  try {
    // Page images load by <img>, which carries the session cookie, not the headers.
    await context.addCookies([
      { name: SESSION_COOKIE, value: session.session_token, url: baseUrl, httpOnly: true },
    ]);
    // tsx (esbuild keepNames) wraps named inner functions of the probes in __name(...).
    await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
    await context.addInitScript((s) => {
      if (window.location.pathname === '/' && !localStorage.getItem('session_token')) {
        localStorage.setItem('session_token', s.session_token);
        localStorage.setItem('xsrf_token', s.xsrf_token);
        localStorage.setItem('user_key', s.user_key);
        if (s.user_account_key) localStorage.setItem('user_account_key', s.user_account_key);
      }
    }, session);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/#documents/${pack.key}`, { waitUntil: 'commit' });
    const usable = await page.waitForFunction(usableProbe, pack.fieldsOnPage1, {
      polling: 'raf',
      timeout: 120_000,
    });
    const usableMs = (await usable.jsonValue()) as number;
    const fieldsResponseEnd = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => e.name.includes('/get_data_fields'));
      return entry ? (entry as PerformanceResourceTiming).responseEnd : null;
    });

    await settle(page, 500);
    const mounted = [await snapshot(page, 'top')];
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await settle(page, 500);
    mounted.push(await snapshot(page, 'middle'));
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page, 500);

    const { box, uuid } = await fieldToDrag(page, pack.fieldsOnPage1 === 0);
    await settle(page, 500);
    const drag = await dragFor(page, uuid, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    // Leave only once the move reached the server, so that the next run starts from it.
    await page
      .getByText('All changes saved')
      .waitFor({ timeout: 20_000 })
      .catch(() => undefined);
    return {
      usable_ms: usableMs,
      fields_response_end_ms: fieldsResponseEnd,
      mounted,
      drag: {
        moves: drag.moves,
        moved_frames: drag.movedFrames,
        frames: drag.frames,
        long_animation_frames: drag.loaf.length,
        loaf_blocking_ms: drag.loaf.reduce((a, b) => a + b, 0),
      },
    };
  } finally {
    await context.close();
  }
};
