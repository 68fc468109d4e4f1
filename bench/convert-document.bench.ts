import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { convertInChildProcess } from '../packages/pdf/src/convert-in-child-process.ts';
import { conversionChildScript } from '../packages/pdf/src/child-bundle.ts';
import { makeLongPdf } from '../packages/pdf/src/test-fixtures/hostile-pdfs.ts';

const round = (v: number) => Math.round(v * 10) / 10;

/** pdftoppm's wall time and peak RSS (through GNU time when installed). */
const runPdftoppm = async (pdfPath: string, outDir: string) => {
  const gnuTime = existsSync('/usr/bin/time');
  const args = ['-r', '150', '-png', pdfPath, path.join(outDir, 'page')];
  const started = performance.now();
  const stderr = await new Promise<string>((resolve, reject) => {
    const child = gnuTime
      ? spawn('/usr/bin/time', ['-f', 'maxrss_kb=%M', 'pdftoppm', ...args])
      : spawn('pdftoppm', args);
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(err) : reject(new Error(`pdftoppm: ${err}`)),
    );
  });
  const ms = performance.now() - started;
  const rss = /maxrss_kb=(\d+)/.exec(stderr);
  return { ms, max_rss_kb: rss ? Number(rss[1]) : null };
};

/**
 * Page-image conversion of a 200-page PDF as the convert-document job runs it (child process,
 * bounded), beside poppler's pdftoppm -r 150 on the same file in the same run. Targets: at most
 * 1.5× pdftoppm's time, first page image under 1 s, peak RSS ≤ 4 × file size + 100 MB.
 */
export const convertDocumentBench = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-bench-convert-'));
  try {
    const pdfPath = path.join(dir, 'long.pdf');
    await writeFile(pdfPath, await makeLongPdf(200));
    const fileBytes = (await stat(pdfPath)).size;
    await conversionChildScript(); // bundled once per process, not per document

    const quireDir = await mkdtemp(path.join(dir, 'quire-'));
    const started = performance.now();
    const result = await convertInChildProcess({
      pdfPath,
      outDir: quireDir,
      onPage: async () => {},
    });
    const quireMs = performance.now() - started;
    if (!result.ok) throw new Error(`conversion failed: ${result.error.message}`);

    const popplerDir = await mkdtemp(path.join(dir, 'poppler-'));
    const poppler = await runPdftoppm(pdfPath, popplerDir);
    const popplerPages = (await readdir(popplerDir)).length;

    const peakMb = result.max_rss_kb / 1024;
    const memoryTargetMb = (4 * fileBytes) / 1048576 + 100;
    return {
      name: 'convert-document',
      pages: result.page_count,
      file_kb: round(fileBytes / 1024),
      quire: {
        total_ms: round(quireMs),
        pages_per_second: round(result.page_count / (quireMs / 1000)),
        first_page_ms: result.first_page_ms,
        peak_rss_mb: round(peakMb),
        scale: '1.5× (108 dpi)',
      },
      baseline_pdftoppm_r150: {
        total_ms: round(poppler.ms),
        pages_per_second: round(popplerPages / (poppler.ms / 1000)),
        peak_rss_mb: poppler.max_rss_kb === null ? null : round(poppler.max_rss_kb / 1024),
      },
      time_over_pdftoppm: Math.round((quireMs / poppler.ms) * 100) / 100,
      targets: {
        time_at_most_1_5x_pdftoppm: quireMs <= 1.5 * poppler.ms,
        first_page_under_1s: (result.first_page_ms ?? Infinity) < 1000,
        peak_memory_mb_limit: round(memoryTargetMb),
        peak_memory_within_limit: peakMb <= memoryTargetMb,
      },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
