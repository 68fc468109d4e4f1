import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CONVERSION_MESSAGES } from '@quire/domain/conversion-limits';
import { renderPages, type RenderLimits } from './render-pages.ts';

/**
 * Entry point of the conversion child process (see convert-in-child-process.ts and ADR 0008):
 * `convert-pdf-child.ts <pdf path> <output folder> <limits as JSON> [page index]`. Writes
 * page-<n>.png files and reports on stdout, one JSON object per line: start, page (with its
 * metadata), error, done.
 */
const emit = (event: object): void => {
  process.stdout.write(`${JSON.stringify(event)}\n`);
};

/**
 * This process's own peak resident memory. Not getrusage's maxRSS: Linux carries that over exec
 * from the forked copy of the parent, so a large parent (a server) would be counted as ours.
 * VmHWM belongs to the address space made at exec.
 */
const peakRssKb = (): number => {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    if (m) return Number(m[1]);
  } catch {
    // Not Linux: fall back to getrusage.
  }
  return process.resourceUsage().maxRSS;
};

const [pdfPath, outDir, limitsJson, onlyPage] = process.argv.slice(2);
if (!pdfPath || !outDir || !limitsJson) {
  process.stderr.write('usage: convert-pdf-child <pdf> <output folder> <limits JSON> [page]\n');
  process.exit(64);
}
const limits = JSON.parse(limitsJson) as RenderLimits & { timeoutMs: number };

// The parent kills this process at the deadline; if the parent itself died (kill -9 of the
// worker), nobody would, so the child also ends itself a moment later. A pipe closed by the
// parent's death ends it at the next write.
setTimeout(() => process.exit(70), limits.timeoutMs + 1000).unref();
process.stdout.on('error', () => process.exit(71));

try {
  const data = new Uint8Array(await readFile(pdfPath));
  const result = await renderPages(data, {
    ...(onlyPage === undefined ? {} : { pageIndex: Number(onlyPage) }),
    limits,
    onStart: (page_count) => emit({ type: 'start', page_count }),
    onPage: async ({ index, png, metadata }) => {
      const file = path.join(outDir, `page-${index}.png`);
      await writeFile(file, png);
      emit({ type: 'page', index, file, metadata });
    },
  });
  if (!result.ok) emit({ type: 'error', error: result.error });
  emit({ type: 'done', max_rss_kb: peakRssKb() });
} catch (error) {
  // pdfjs's errors carry their message apart from a stack made at module load.
  const e = error as Error;
  process.stderr.write(`${e.name}: ${e.message}\n${e.stack ?? ''}\n`);
  emit({ type: 'error', error: { reason: 'invalid pdf', message: CONVERSION_MESSAGES.invalid } });
  emit({ type: 'done', max_rss_kb: peakRssKb() });
}
// pdfjs may keep timers alive; the parent waits for the exit.
process.exit(0);
