import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { documentSearchText, type PageMetadata } from '@quire/domain';
import { makeSignatureImage } from '../packages/pdf/src/seal/test-fixtures/seal-fixtures.ts';
import { makeSamplePdf } from '../packages/pdf/src/test-fixtures/sample-pdf.ts';
import type { AppContext } from '../apps/server/src/app-context.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createContext } from '../apps/server/src/context.ts';
import { blobs, dataFields, documents, signatories } from '../apps/server/src/db/schema.ts';
import { sealDocumentJob } from '../apps/server/src/jobs/seal-document.job.ts';
import { newKey } from '../apps/server/src/lib/ids.ts';
import { appendAuditRecord } from '../apps/server/src/modules/audit-trail/append-audit-record.ts';
import { startCluster, type Cluster } from '../apps/server/test/postgres-cluster.ts';
import { signUpAndLogIn } from './bench-user.ts';

export type SealQueue = {
  ctx: AppContext;
  database: 'postgres' | 'pglite';
  packKeys: string[];
  seedSeconds: number;
  close: () => Promise<void>;
};

/** Pages of each pack's one child (BENCH_SEAL_PAGES): 5 by default; 200 for the memory figure. */
const PAGES = Number(process.env.BENCH_SEAL_PAGES ?? 5);
/** Conversion metadata of a Letter page rendered at 1.5× (what the editor placed fields on). */
const LETTER: PageMetadata = {
  rotation: 0,
  page_width: 612,
  page_height: 792,
  crop_x: 0,
  crop_y: 0,
  image_width: 918,
  image_height: 1188,
};

/** A fresh PostgreSQL cluster when the binaries are there, else PGlite in a temp folder. */
const openDatabase = async (): Promise<{ url?: string; cluster?: Cluster }> => {
  try {
    const cluster = await startCluster();
    return { url: cluster.adminUrl, cluster };
  } catch {
    return {};
  }
};

/**
 * `packs` completed packs of one child each (5 pages, or BENCH_SEAL_PAGES), as the signing flow leaves them: two signers
 * who each typed a value and drew a signature (one of 8 images), a date, a ticked box, the
 * 'created' and 'completed' audit records, and the seal-document job queued in the transaction
 * that completes the pack (as signing-completion.ts does). No worker runs yet.
 */
export const SEAL_QUEUE_PAGES = PAGES;

export const seedSealQueue = async (
  packs: number,
  env: Record<string, string> = {},
): Promise<SealQueue> => {
  const { url, cluster } = await openDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-bench-seal-queue-'));
  const config = loadConfig(
    { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(url ? { DATABASE_URL: url } : {}), ...env },
    'bench',
  );
  const { ctx, close } = await createContext(config, { log: pino({ level: 'silent' }) });
  const app = await buildApp(ctx);
  const closeAll = async () => {
    await app.close();
    await close();
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const started = performance.now();
    const login = await signUpAndLogIn(app);
    const accountKey = (
      await ctx.database.query<{ account_key: string }>(
        { text: 'select account_key from user_accounts where key = $1' },
        [login.user_account_key],
      )
    )[0]!.account_key;
    // One stored PDF and eight signature images, each blob row pointing at them.
    await ctx.blobStore.put(
      'bench/pack.pdf',
      Buffer.from(await makeSamplePdf({ pages: PAGES })),
      'application/pdf',
    );
    const images = Array.from({ length: 8 }, (_, i) => `bench/signature-${i}.png`);
    for (const [i, key] of images.entries())
      await ctx.blobStore.put(key, makeSignatureImage({ seed: i }), 'image/png');

    const packKeys: string[] = [];
    for (let n = 0; n < packs; n++) {
      const [key, child, pdfKey] = [newKey(), newKey(), newKey()];
      const people = [
        { uuid: newKey(), name: `Signer ${n} A`, email: `a${n}@example.com` },
        { uuid: newKey(), name: `Signer ${n} B`, email: `b${n}@example.com` },
      ];
      const signatureKeys = people.map(() => newKey());
      const blob = (key: string, object: string, type: string, purpose: string) => ({
        key,
        storage: ctx.blobStore.kind,
        object_key: object,
        content_type: type,
        size_bytes: 0,
        purpose,
        document_key: child,
        account_key: accountKey,
        created_by: login.user_key,
      });
      const common = {
        document_type: 'document' as const,
        status: 'complete' as const,
        account_key: accountKey,
        created_by: login.user_key,
      };
      await ctx.db.transaction(async (tx) => {
        await tx.insert(documents).values({
          ...common,
          key,
          document_name: `Bench contract ${n}`,
          search_text: documentSearchText({
            name: `Bench contract ${n}`,
            childNames: [`Bench contract ${n}.pdf`],
            signatories: people,
          }),
        });
        await tx
          .insert(blobs)
          .values([
            blob(pdfKey, 'bench/pack.pdf', 'application/pdf', 'document_pdf'),
            ...signatureKeys.map((k, i) =>
              blob(k, images[(2 * n + i) % images.length]!, 'image/png', 'signature'),
            ),
          ]);
        await tx.insert(documents).values({
          ...common,
          key: child,
          document_pack_key: key,
          document_name: `Bench contract ${n}.pdf`,
          pdf_file_key: pdfKey,
          page_count: PAGES,
          image_blob_metadata: Array.from({ length: PAGES }, () => LETTER),
          conversion_state: 'done',
          upload_progress: 100,
        });
        await tx.insert(signatories).values(
          people.map((p, position) => ({
            ...p,
            document_key: key,
            role: `signer-${position + 1}`,
            status: 'complete' as const,
            position,
            date_signed: new Date(),
          })),
        );
        await tx.insert(dataFields).values(
          people.flatMap((p, i) => [
            field(child, p.uuid, 'text', i, 100, { data: `${p.name}, for the company` }),
            field(child, p.uuid, 'signature', PAGES - 1, 200 + 80 * i, {
              file_key: signatureKeys[i]!,
              width: 150,
              height: 50,
            }),
            field(child, p.uuid, 'date', PAGES - 1, 320 + 80 * i, { data: '2026-11-21' }),
            field(child, p.uuid, 'check', 2, 400 + 40 * i, {
              data: 'checked',
              width: 16,
              height: 16,
            }),
          ]),
        );
        await appendAuditRecord(tx, {
          document_key: key,
          event: 'created',
          actor: { user_key: login.user_key, name: 'Bench User', email: 'bench@example.com' },
        });
        await appendAuditRecord(tx, { document_key: key, event: 'completed', actor: {} });
        await ctx.queue.enqueue(tx, sealDocumentJob, { document_key: key });
      });
      packKeys.push(key);
    }
    return {
      ctx,
      database: url ? 'postgres' : 'pglite',
      packKeys,
      seedSeconds: Math.round((performance.now() - started) / 100) / 10,
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
};

const field = (
  documentKey: string,
  signatory: string,
  type: string,
  pageIndex: number,
  y: number,
  extra: { data?: string; file_key?: string; width?: number; height?: number },
) => ({
  uuid: newKey(),
  document_key: documentKey,
  signatory_uuid: signatory,
  type,
  page_index: pageIndex,
  x: 90,
  y,
  width: extra.width ?? 220,
  height: extra.height ?? 24,
  data: extra.data ?? null,
  file_key: extra.file_key ?? null,
});
