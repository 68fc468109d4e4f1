import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { runEditor, type EditorRun } from './editor-bench-browser.ts';
import { startBenchServer } from './editor-bench-server.ts';
import {
  addFields,
  countFields,
  removeAllFields,
  signUpBenchUser,
  uploadPacks,
  type BenchPack,
} from './editor-bench-seed.ts';

const PAGES = 200;
const FIELDS_PER_PAGE = 5;
const ROUNDS = Number(process.env.BENCH_EDITOR_ROUNDS ?? 3);
/** One frame at 60 Hz. */
const FRAME_BUDGET_MS = 16.7;
/**
 * rAF timestamps are vsync-aligned and coarsened to 0.1 ms, so a frame shown at the very next
 * vsync measures 16.6–16.8 ms and a late one 33.3 ms or more: a frame is within budget when it
 * is under FRAME_BUDGET_MS plus this slack.
 */
const VSYNC_SLACK_MS = 0.5;
const withinBudget = (ms: number) => ms <= FRAME_BUDGET_MS + VSYNC_SLACK_MS;

/** Chromium as the e2e tests launch it (Debian's, never a downloaded one). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const round1 = (v: number) => Math.round(v * 10) / 10;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const median = (values: number[]) => percentile(values, 50);
const load = () => loadavg().map(round1);

const frameStats = (frames: number[]) => ({
  frames: frames.length,
  p50_ms: round1(percentile(frames, 50)),
  p95_ms: round1(percentile(frames, 95)),
  p99_ms: round1(percentile(frames, 99)),
  max_ms: round1(Math.max(...frames)),
  late: frames.filter((f) => !withinBudget(f)).length,
});

/** Medians over the runs of one pack, with every run's figure beside them. */
const summarise = (runs: EditorRun[], fields: number) => {
  const p95s = runs.map((r) => percentile(r.drag.frames, 95));
  const [top, middle] = [0, 1].map((i) => runs.map((r) => r.mounted[i]!));
  return {
    fields,
    usable_ms: round1(median(runs.map((r) => r.usable_ms))),
    usable_ms_runs: runs.map((r) => round1(r.usable_ms)),
    fields_response_end_ms_runs: runs.map((r) =>
      r.fields_response_end_ms === null ? null : round1(r.fields_response_end_ms),
    ),
    drag_p95_frame_ms: round1(median(p95s)),
    drag_p95_frame_ms_runs: p95s.map(round1),
    drag_frames_all_runs: frameStats(runs.flatMap((r) => r.drag.frames)),
    drag_pointer_moves_runs: runs.map((r) => r.drag.moves),
    drag_frames_with_field_moved_runs: runs.map((r) => r.drag.moved_frames),
    drag_long_animation_frames_runs: runs.map((r) => r.drag.long_animation_frames),
    drag_loaf_blocking_ms_runs: runs.map((r) => round1(r.drag.loaf_blocking_ms)),
    mounted_at_top: {
      field_elements: median(top!.map((m) => m.field_elements)),
      page_layers: median(top!.map((m) => m.page_layers)),
      mounted_pages: top![0]!.mounted_pages,
      visible_pages: top![0]!.visible_pages,
    },
    mounted_at_middle: {
      field_elements: median(middle!.map((m) => m.field_elements)),
      page_layers: median(middle!.map((m) => m.page_layers)),
      mounted_pages: middle![0]!.mounted_pages,
      visible_pages: middle![0]!.visible_pages,
    },
    only_near_mounted: runs.every((r) => r.mounted.every((m) => m.only_near)),
  };
};

/**
 * The setup editor on a 200-page pack holding 1,000 fields beside the same pack with none, in
 * one run on one machine: navigation → usable, the field elements mounted, and the frame times
 * while dragging a field (issue 4). Targets: p95 frame ≤ 16.7 ms, usable within 1.5× the empty
 * pack's time, only the fields of pages near the viewport mounted.
 */
export const editorBench = async () => {
  const loadAtStart = load();
  const server = await startBenchServer();
  try {
    const session = await signUpBenchUser(server.baseUrl);
    const [empty, full] = (await uploadPacks(server.baseUrl, session, 2, PAGES)) as [
      BenchPack,
      BenchPack,
    ];
    await addFields(server.baseUrl, session, full, FIELDS_PER_PAGE);
    const seeded = await countFields(server.baseUrl, session, full);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    });
    try {
      const emptyRuns: EditorRun[] = [];
      const fullRuns: EditorRun[] = [];
      const emptyPack = { key: empty.key, fieldsOnPage1: 0 };
      const fullPack = { key: full.key, fieldsOnPage1: FIELDS_PER_PAGE };
      // One untimed run of each warms the server, the browser and the database alike.
      for (const pack of [emptyPack, fullPack])
        await runEditor(browser, server.baseUrl, session, pack);
      for (let i = 0; i < ROUNDS; i++) {
        await removeAllFields(server.baseUrl, session, empty);
        emptyRuns.push(await runEditor(browser, server.baseUrl, session, emptyPack));
        fullRuns.push(await runEditor(browser, server.baseUrl, session, fullPack));
      }
      const emptySummary = summarise(emptyRuns, 0);
      const fullSummary = summarise(fullRuns, seeded);
      const usableRatio = fullSummary.usable_ms / emptySummary.usable_ms;
      return {
        name: 'editor',
        pages: PAGES,
        rounds: ROUNDS,
        viewport: '1280x800',
        browser: `headless ${browser.version()} (--disable-gpu)`,
        web_build: server.webBuild,
        machine: { cpus: cpus().length, load_average_start: loadAtStart, load_average_end: load() },
        empty: emptySummary,
        with_1000_fields: fullSummary,
        usable_over_empty: Math.round(usableRatio * 100) / 100,
        targets: {
          p95_frame_le_16_7:
            withinBudget(fullSummary.drag_p95_frame_ms) &&
            withinBudget(emptySummary.drag_p95_frame_ms),
          usable_within_1_5x: usableRatio <= 1.5,
          only_near_fields_mounted: fullSummary.only_near_mounted,
        },
      };
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  console.log(JSON.stringify(await editorBench(), null, 2));
