import { describe, expect, it, beforeAll } from 'vitest';
import { CSV_IMPORT_MESSAGES } from '@quire/domain';
import { call, signUpVerifiedUser, useTestApp, type Session } from '../../../test/test-app.ts';
import { findUploadIntent } from '../uploads/upload-intent-repository.ts';
import { findCsvUpload } from './recipient-data-repository.ts';
import { allRows, createSource, getSource, uploadCsv } from './recipient-data-test-kit.ts';

const t = useTestApp({ env: { MAX_CSV_UPLOAD_MB: '12' } });
let ada: Session;

beforeAll(async () => {
  ada = await signUpVerifiedUser(t, { full_name: 'Ada' });
});

const imported = async (csv: string | Buffer) => {
  const key = await createSource(t, ada);
  const r = await uploadCsv(t, ada, key, csv);
  expect(r.statusCode, r.body).toBe(200);
  return { key, source: await getSource(t, ada, key), rows: await allRows(t, ada, key) };
};

describe('CSV import', () => {
  it('keeps quoted commas, quotes and newlines inside a cell, as text', async () => {
    const { source, rows } = await imported(
      'Name,Address,Note\n"Doe, Jane","1 Main St\nCape Town","She said ""hi"""\n' +
        'Bob,=HYPERLINK("http://evil"),+27 82\n',
    );
    expect(source.field_names).toEqual(['Name', 'Address', 'Note']);
    expect(source.number_of_rows).toBe(2);
    expect(rows).toEqual([
      { position: 1, cells: ['Doe, Jane', '1 Main St\nCape Town', 'She said "hi"'] },
      { position: 2, cells: ['Bob', '=HYPERLINK("http://evil")', '+27 82'] },
    ]);
  });

  it('strips a BOM, reads semicolons and CRLF, skips empty lines', async () => {
    const { source, rows } = await imported(
      '\ufeffName;Amount;Joined\r\n\r\nAda;1 200,50;2024-01-31\r\n;;\r\nBob;7;05/02/2024\r\n\r\n',
    );
    expect(source.field_names).toEqual(['Name', 'Amount', 'Joined']);
    expect(source.field_types).toEqual(['text', 'number', 'date']);
    expect(rows.map((r) => r.cells)).toEqual([
      ['Ada', '1 200,50', '2024-01-31'],
      ['Bob', '7', '05/02/2024'],
    ]);
  });

  it('reads tabs and makes duplicate or empty headers unique', async () => {
    const { source } = await imported('Email\temail\t\tEmail\nа@x.io\tb@x.io\t\tc@x.io\n');
    expect(source.field_names).toEqual(['Email', 'email (2)', 'Column 3', 'Email (3)']);
  });

  it('imports a 10 MB file', async () => {
    const line = (i: number) => `Client ${i},client${i}@example.com,${i},2024-03-${(i % 28) + 1}\n`;
    const parts = ['Name,Email,Number,Date\n'];
    let size = parts[0]!.length;
    let n = 0;
    while (size < 10 * 1024 * 1024) {
      const l = line(++n);
      parts.push(l);
      size += l.length;
    }
    const key = await createSource(t, ada);
    const r = await uploadCsv(t, ada, key, parts.join(''));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data.temp_csv).toMatchObject({ state: 'imported', rows_imported: n });
    const source = await getSource(t, ada, key);
    expect(source.number_of_rows).toBe(n);
    expect(source.field_types).toEqual(['text', 'text', 'number', 'text']);
  }, 120_000);
});

describe('a refused CSV', () => {
  const refusedAfter = async (csv: string | Buffer) => {
    const key = await createSource(t, ada);
    const good = await uploadCsv(t, ada, key, 'Name,Email\nAda,ada@example.com\n');
    expect(good.statusCode).toBe(200);
    const before = { source: await getSource(t, ada, key), rows: await allRows(t, ada, key) };
    const r = await uploadCsv(t, ada, key, csv);
    expect(r.statusCode).toBe(400);
    // Nothing half-imported: the previous rows, names and count are exactly as they were.
    expect({ source: await getSource(t, ada, key), rows: await allRows(t, ada, key) }).toEqual(
      before,
    );
    return r.data.message;
  };

  it('names a ragged row, after earlier rows were already read', async () => {
    const rows = Array.from({ length: 1200 }, (_, i) => `P${i},p${i}@example.com`);
    rows.push('Short');
    expect(await refusedAfter(`Name,Email\n${rows.join('\n')}\n`)).toBe(
      CSV_IMPORT_MESSAGES.ragged(1202, 2, 1),
    );
  });

  it('refuses a file that is not UTF-8', async () => {
    const latin1 = Buffer.from('Name,City\nJosé,Zürich\n', 'latin1');
    expect(await refusedAfter(latin1)).toBe(CSV_IMPORT_MESSAGES.notUtf8(2));
  });

  it('refuses an unclosed quote', async () => {
    expect(await refusedAfter('Name,Email\n"Ada,ada@example.com\n')).toBe(
      CSV_IMPORT_MESSAGES.malformed(2),
    );
  });

  it('refuses a file over the limit at the PUT', async () => {
    const big = Buffer.alloc(13 * 1024 * 1024, 'a');
    expect(await refusedAfter(big)).toBe(CSV_IMPORT_MESSAGES.tooLarge(12));
  });

  it('refuses a file with no header', async () => {
    expect(await refusedAfter('\n\n')).toBe(CSV_IMPORT_MESSAGES.empty);
  });

  it('refuses a name that is not a CSV', async () => {
    const key = await createSource(t, ada);
    const r = await call(t.app, 'GET', `/app/get_csv_upload_url/${key}?filename=list.xlsx`, {
      session: ada,
    });
    expect(r.statusCode).toBe(400);
    expect(r.data.message).toBe(CSV_IMPORT_MESSAGES.notCsv);
  });

  it('imports an upload once: a second success call is refused', async () => {
    const key = await createSource(t, ada);
    const started = await call(t.app, 'GET', `/app/get_csv_upload_url/${key}?filename=a.csv`, {
      session: ada,
    });
    const { url, file_key, temp_csv_key } = started.data as Record<string, string>;
    await t.app.inject({ method: 'PUT', url, payload: Buffer.from('A\n1\n') });
    const success = () =>
      call(t.app, 'POST', `/app/csv_upload_success/${temp_csv_key}`, {
        session: ada,
        body: { file_key },
      });
    expect((await success()).statusCode).toBe(200);
    expect((await success()).statusCode).toBe(404);
    // The rows are the record: the uploaded file itself is gone.
    const intent = await findUploadIntent(t.ctx.db, file_key!);
    expect(await t.ctx.blobStore.exists(intent!.object_key)).toBe(false);
  });

  it('refuses a stored file over the limit (a bucket takes any size) and records why', async () => {
    const key = await createSource(t, ada);
    await uploadCsv(t, ada, key, 'Name\nAda\n');
    const started = await call(t.app, 'GET', `/app/get_csv_upload_url/${key}?filename=a.csv`, {
      session: ada,
    });
    const { file_key, temp_csv_key } = started.data as Record<string, string>;
    const intent = await findUploadIntent(t.ctx.db, file_key!);
    await t.ctx.blobStore.put(intent!.object_key, Buffer.alloc(13 * 1024 * 1024, 'a'), 'text/csv');
    const r = await call(t.app, 'POST', `/app/csv_upload_success/${temp_csv_key}`, {
      session: ada,
      body: { file_key },
    });
    expect(r.statusCode).toBe(400);
    expect(r.data.message).toBe(CSV_IMPORT_MESSAGES.tooLarge(12));
    expect(await findCsvUpload(t.ctx.db, temp_csv_key!)).toMatchObject({
      state: 'failed',
      error: CSV_IMPORT_MESSAGES.tooLarge(12),
    });
    expect(await t.ctx.blobStore.exists(intent!.object_key)).toBe(false);
    expect((await allRows(t, ada, key)).map((row) => row.cells)).toEqual([['Ada']]);
  });
});
