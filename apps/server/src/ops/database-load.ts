import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { executorFor, type Database, type SqlExecutor } from '../db/database.ts';
import type { BlobStore } from '../modules/storage/blob-store.ts';
import { quoteName, writableColumns, type DumpLine } from './database-dump.ts';

const BATCH_ROWS = 500;

type Pending = { table: string; columns: string[]; rows: Record<string, unknown>[] };

async function* readDump(file: string): AsyncGenerator<DumpLine> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()) });
  for await (const text of lines) if (text) yield JSON.parse(text) as DumpLine;
}

const insertBatch = async (ex: SqlExecutor, batch: Pending, onConflict = '') => {
  if (batch.rows.length === 0) return;
  const cols = batch.columns.map((c) => `"${c.replace(/"/g, '""')}"`).join(', ');
  const table = quoteName(batch.table);
  await ex.executeSql(
    `insert into ${table} (${cols}) overriding system value
     select ${cols} from json_populate_recordset(null::${table}, $1::json) ${onConflict}`,
    [JSON.stringify(batch.rows)],
  );
  batch.rows = [];
};

/** The dump's columns that the restored table has; a column it lacks means the schema differs. */
const columnsToWrite = async (ex: SqlExecutor, table: string, dumped: string[]) => {
  const present = new Set(await writableColumns(ex, table));
  const unknown = dumped.filter((c) => !present.has(c));
  if (unknown.length > 0) {
    throw new Error(
      `${table} has no column ${unknown.join(', ')}: the schema differs from the backup's`,
    );
  }
  return dumped;
};

/**
 * Loads the tables of a dump into a database migrated to the backup's level, in one transaction:
 * a failure leaves the tables as empty as they were. Foreign keys are dropped for the load and
 * added again after it, which also proves the restored rows reference each other consistently.
 * Blob rows are labelled with the store the files were just written to.
 */
export const loadTables = async (
  database: Database,
  file: string,
  storeKind: BlobStore['kind'],
): Promise<number> =>
  database.db.transaction(async (tx) => {
    const ex = executorFor(tx);
    const foreignKeys = (
      await ex.executeSql(
        `select conrelid::regclass::text as tbl, conname, pg_get_constraintdef(oid) as def
         from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
      )
    ).rows.map((r) => ({ table: String(r.tbl), name: String(r.conname), def: String(r.def) }));
    for (const fk of foreignKeys) {
      await ex.executeSql(`alter table ${fk.table} drop constraint "${fk.name}"`);
    }
    let rows = 0;
    let batch: Pending | null = null;
    for await (const entry of readDump(file)) {
      if (entry[0] === 'jobs') break; // the queue is restored after the final migrations
      if (entry[0] === 'table') {
        if (batch) await insertBatch(ex, batch);
        batch = {
          table: entry[1],
          columns: await columnsToWrite(ex, entry[1], entry[2]),
          rows: [],
        };
      } else if (entry[0] === 'row') {
        batch!.rows.push(entry[1]);
        rows++;
        if (batch!.rows.length >= BATCH_ROWS) await insertBatch(ex, batch!);
      } else {
        await ex.executeSql('select setval($1::regclass, $2, true)', [
          quoteName(entry[1]),
          entry[2],
        ]);
      }
    }
    if (batch) await insertBatch(ex, batch);
    // The files now live in the target's store, whichever the backup came from.
    await ex.executeSql('update blobs set storage = $1', [storeKind]);
    for (const fk of foreignKeys) {
      await ex.executeSql(`alter table ${fk.table} add constraint "${fk.name}" ${fk.def}`);
    }
    return rows;
  });

/**
 * Puts the open jobs of the dump back into pg-boss, once its schema and queues exist: a job
 * that was running at the snapshot runs again (handlers are idempotent); jobs of queues this
 * Quire no longer has are left out. Answers how many were queued.
 */
export const loadOpenJobs = async (database: Database, file: string): Promise<number> => {
  const ex = database.executor;
  const queues = new Set(
    (await ex.executeSql('select name from pgboss.queue')).rows.map((r) => String(r.name)),
  );
  const present = new Set(await writableColumns(ex, 'pgboss.job'));
  let batch: Pending | null = null;
  let queued = 0;
  for await (const entry of readDump(file)) {
    if (entry[0] === 'jobs') {
      batch = { table: entry[1], columns: entry[2].filter((c) => present.has(c)), rows: [] };
    } else if (batch && entry[0] === 'row') {
      const job = entry[1];
      if (!queues.has(String(job.name))) continue;
      if (job.state === 'active') Object.assign(job, { state: 'created', started_on: null });
      batch.rows.push(job);
      queued++;
      if (batch.rows.length >= BATCH_ROWS) await insertBatch(ex, batch, 'on conflict do nothing');
    }
  }
  if (batch) await insertBatch(ex, batch, 'on conflict do nothing');
  return queued;
};
