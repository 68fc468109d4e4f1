import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataField, FieldType } from '@quire/domain';
import { PDFDocument } from 'pdf-lib';
import { sealPdf, type SealTimings } from '../packages/pdf/src/seal/seal-pdf.ts';
import { loadOrCreateSealingCertificate } from '../packages/pdf/src/seal/sealing-certificate.ts';
import { createSealSigner } from '../packages/pdf/src/seal/sign-pdf.ts';
import {
  makeField,
  makeSignatureImage,
} from '../packages/pdf/src/seal/test-fixtures/seal-fixtures.ts';
import { sampleCertificate } from '../packages/pdf/src/seal/test-fixtures/certificate-fixtures.ts';
import { makeLongPdf } from '../packages/pdf/src/test-fixtures/hostile-pdfs.ts';

const PAGES = 200;
const FIELDS = 1000;
const IMAGES = 50;
const ROUNDS = 21;
const WARM_UP = 5;

const round = (v: number) => Math.round(v * 10) / 10;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** 1,000 fields over 200 pages: 50 signatures (each its own image), texts, dates, checks, blocks. */
const makeFields = (): DataField[] => {
  const cycle: FieldType[] = ['text', 'date', 'check', 'choice', 'question', 'highlight', 'block'];
  return Array.from({ length: FIELDS }, (_, i) => {
    const page_index = i % PAGES;
    const slot = Math.floor(i / PAGES);
    const at = { page_index, x: 60, y: 120 + slot * 110, width: 180, height: 22 };
    if (i < IMAGES)
      return makeField('signature', { ...at, width: 150, height: 50 }, { file_key: `sig-${i}` });
    const type = cycle[i % cycle.length]!;
    const data =
      type === 'check'
        ? 'checked'
        : type === 'date'
          ? '2026-11-21'
          : `Value ${i} of a field with a fairly long answer that must be fitted into its box`;
    return makeField(type, at, { data });
  });
};

/**
 * Sealing a 200-page pack with 1,000 fields and 50 signature images (flatten, stamp, audit pages,
 * PAdES signature), total and per stage, beside a plain pdf-lib load and save of the same file in
 * the same run. The two take turns, ROUNDS times after WARM_UP untimed turns (the JIT and the
 * image thread start), so that the machine's load falls on both alike; figures are medians.
 * Targets: at most 2× the baseline and under 5 s.
 */
export const sealPdfBench = async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'quire-bench-seal-'));
  try {
    const pdf = await makeLongPdf(PAGES);
    const fields = makeFields();
    const images = new Map(
      Array.from(
        { length: IMAGES },
        (_, i) => [`sig-${i}`, makeSignatureImage({ seed: i })] as const,
      ),
    );
    const signerStarted = performance.now();
    const certificate = await loadOrCreateSealingCertificate(dataDir);
    const signer = createSealSigner(certificate.p12, certificate.password);
    const signerMs = performance.now() - signerStarted;
    const completion = sampleCertificate(100);

    const baseline = async () => {
      const started = performance.now();
      await (await PDFDocument.load(pdf)).save();
      return performance.now() - started;
    };
    const seal = () =>
      sealPdf({
        pdf,
        pages: [],
        fields,
        images,
        certificate: completion,
        signer,
        reason: 'Signed with Quire',
        location: 'Quire',
        contactInfo: 'bench@example.com',
      });

    let warm = await seal();
    for (let i = 0; i < WARM_UP; i++) {
      await baseline();
      warm = await seal();
    }
    const baselineRuns: number[] = [];
    const sealRuns: SealTimings[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      baselineRuns.push(await baseline());
      sealRuns.push((await seal()).timings_ms);
    }
    const stages = Object.fromEntries(
      (Object.keys(sealRuns[0]!) as (keyof SealTimings)[]).map((k) => [
        k,
        median(sealRuns.map((t) => t[k])),
      ]),
    );
    const totalMs = median(sealRuns.map((t) => t.total));
    const baselineMs = median(baselineRuns);
    return {
      name: 'seal-pdf',
      pages: PAGES,
      fields: FIELDS,
      signature_images: IMAGES,
      audit_entries: completion.events.length,
      input_kb: round(pdf.length / 1024),
      output_kb: round(warm.pdf.length / 1024),
      fields_stamped: warm.fields_stamped,
      incremental_update: warm.incremental_update,
      rounds: ROUNDS,
      seal: {
        total_ms: totalMs,
        min_ms: Math.min(...sealRuns.map((t) => t.total)),
        stages_ms: stages,
        totals_ms: sealRuns.map((t) => t.total),
      },
      signer_open_ms: round(signerMs),
      baseline_pdf_lib_load_save: {
        total_ms: round(baselineMs),
        min_ms: round(Math.min(...baselineRuns)),
        runs_ms: baselineRuns.map(round),
      },
      time_over_baseline: Math.round((totalMs / baselineMs) * 100) / 100,
      targets: { at_most_2x_baseline: totalMs <= 2 * baselineMs, under_5s: totalMs < 5000 },
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
};

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await sealPdfBench(), null, 2));
