import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { createInterface } from 'node:readline';
import type { ConversionError, PageMetadata } from '@quire/domain';
import {
  CONVERSION_MESSAGES,
  DEFAULT_CONVERSION_LIMITS,
  type ConversionLimits,
} from '@quire/domain/conversion-limits';
import { conversionChildScript } from './child-bundle.ts';

/**
 * Niceness of the conversion child: a conversion is background work, so on a busy machine the
 * web server's requests get the CPU first (bench/hostile-conversion.bench.ts).
 */
const CHILD_NICENESS = 10;

export type ConvertedPage = { index: number; file: string; metadata: PageMetadata };

export type ChildConversionOptions = {
  pdfPath: string;
  /** An empty folder the child writes page-<n>.png into. */
  outDir: string;
  onStart?: (pageCount: number) => void | Promise<void>;
  /** Awaited in page order; a rejection stops the conversion and is rethrown. */
  onPage: (page: ConvertedPage) => Promise<void>;
  /** Render only this page (0-based): an image on demand. */
  pageIndex?: number;
  /**
   * Time (SIGKILL after timeoutSeconds), resident memory (killed above maxMemoryMb; the JS heap
   * gets half), pages, page and image pixels. Unset ones take DEFAULT_CONVERSION_LIMITS. ADR 0008.
   */
  limits?: Partial<ConversionLimits>;
};

export type ChildConversionResult =
  | {
      ok: true;
      page_count: number;
      pages: PageMetadata[];
      max_rss_kb: number;
      first_page_ms: number | null;
    }
  | { ok: false; error: ConversionError; max_rss_kb: number | null; stderr: string };

/** The child's resident set in kB, read from /proc (Linux); null elsewhere or once it is gone. */
const residentKb = (pid: number): number | null => {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
};

/**
 * Runs convert-pdf-child.ts in its own process so that a hostile or broken PDF (an endless loop,
 * a memory bomb, a crash in native code) kills only that process, never the worker. Bounded in
 * time (SIGKILL after timeoutMs), in JS heap (--max-old-space-size) and in resident memory
 * (a /proc watchdog; `prlimit --as` cannot be used, see ADR 0008).
 */
export const convertInChildProcess = async (
  options: ChildConversionOptions,
): Promise<ChildConversionResult> => {
  const limits = { ...DEFAULT_CONVERSION_LIMITS, ...options.limits };
  const timeoutMs = Math.round(limits.timeoutSeconds * 1000);
  const nodeArgs = [
    `--max-old-space-size=${Math.max(32, Math.floor(limits.maxMemoryMb / 2))}`,
    // A renderer, not a server: a small young generation, no GC helper threads and V8's
    // memory-over-speed heuristics cut ~15 MB of peak RSS at no measured cost in pages/s
    // (bench/convert-document.bench.ts; ADR 0008).
    '--optimize-for-size',
    '--max-semi-space-size=1',
    '--single-threaded',
    await conversionChildScript(),
    options.pdfPath,
    options.outDir,
    JSON.stringify({
      timeoutMs,
      maxPages: limits.maxPages,
      maxPagePixels: limits.maxPagePixels,
      maxImagePixels: limits.maxImagePixels,
    }),
    ...(options.pageIndex === undefined ? [] : [String(options.pageIndex)]),
  ];
  const started = Date.now();
  const child = spawn(process.execPath, nodeArgs, {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Fewer glibc malloc arenas: the PNG encoder's threads otherwise each keep their own, which
    // measured as ~12 MB more peak RSS on a 200-page document (bench/convert-document.bench.ts).
    // One libuv thread: the child renders one page at a time, so more threads only hold memory.
    env: { ...process.env, MALLOC_ARENA_MAX: '2', UV_THREADPOOL_SIZE: '1' },
  });
  try {
    if (child.pid) setPriority(child.pid, CHILD_NICENESS);
  } catch {
    // Gone already, or a platform without priorities: it runs at ours.
  }

  return new Promise((resolve, reject) => {
    let stderr = '';
    let pageCount = 0;
    let firstPageMs: number | null = null;
    let maxRss: number | null = null;
    let error: ConversionError | null = null;
    let callbackError: unknown = null;
    let timedOut = false;
    let overMemory = false;
    let peakKb = 0;
    const pages: PageMetadata[] = [];
    let chain: Promise<void> = Promise.resolve();

    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    // Native memory (canvas pixels, decoded images) is outside V8's heap limit: watch the RSS.
    const maxKb = limits.maxMemoryMb * 1024;
    const watchdog = setInterval(() => {
      const kb = child.pid ? residentKb(child.pid) : null;
      if (kb === null) return;
      peakKb = Math.max(peakKb, kb);
      if (kb > maxKb) {
        overMemory = true;
        child.kill('SIGKILL');
      }
    }, 50);

    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      let event: { type: string; [k: string]: unknown };
      try {
        event = JSON.parse(line);
      } catch {
        return;
      }
      if (event.type === 'start') {
        pageCount = event.page_count as number;
        chain = chain.then(() => options.onStart?.(pageCount));
      } else if (event.type === 'page') {
        const page = event as unknown as ConvertedPage;
        firstPageMs ??= Date.now() - started;
        pages[page.index] = page.metadata;
        chain = chain.then(() => options.onPage(page));
      } else if (event.type === 'error') {
        error = event.error as ConversionError;
      } else if (event.type === 'done') {
        maxRss = event.max_rss_kb as number;
      }
      // A failing callback (the blob store is down) stops the child: the job will retry.
      chain = chain.catch((e: unknown) => {
        callbackError ??= e;
        child.kill('SIGKILL');
      });
    });

    child.on('error', (e) => {
      clearTimeout(timer);
      clearInterval(watchdog);
      reject(e);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      clearInterval(watchdog);
      void chain.then(() => {
        if (callbackError) return reject(callbackError);
        if (timedOut) {
          error = {
            reason: 'conversion failed',
            message: CONVERSION_MESSAGES.tooSlow(limits.timeoutSeconds),
          };
        } else if (overMemory) {
          error = {
            reason: 'conversion failed',
            message: CONVERSION_MESSAGES.tooBig(limits.maxMemoryMb),
          };
        } else if (
          !error &&
          (code !== 0 ||
            maxRss === null ||
            (options.pageIndex === undefined && pages.length !== pageCount))
        ) {
          error = { reason: 'conversion failed', message: CONVERSION_MESSAGES.failed };
        }
        if (error) return resolve({ ok: false, error, max_rss_kb: maxRss, stderr });
        resolve({
          ok: true,
          page_count: pageCount,
          pages,
          max_rss_kb: Math.max(maxRss ?? 0, peakKb),
          first_page_ms: firstPageMs,
        });
      });
    });
  });
};
