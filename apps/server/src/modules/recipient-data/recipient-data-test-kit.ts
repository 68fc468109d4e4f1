import { expect } from 'vitest';
import type { RecipientData, RecipientDataRow } from '@quire/domain';
import { call, type Session, type TestApp } from '../../../test/test-app.ts';

/** A new, empty client list of the caller's workspace. */
export const createSource = async (t: TestApp, session: Session, description = 'Clients') => {
  const r = await call(t.app, 'POST', '/app/recipient_datas/add_update_recipient_data', {
    session,
    body: { data: { description } },
  });
  expect(r.statusCode, r.body).toBe(200);
  return (r.data.recipient_data as RecipientData).key;
};

/** The three calls of a CSV upload, as the browser makes them; answers the success call. */
export const uploadCsv = async (
  t: TestApp,
  session: Session,
  key: string,
  content: string | Buffer,
  filename = 'clients.csv',
) => {
  const started = await call(
    t.app,
    'GET',
    `/app/get_csv_upload_url/${key}?filename=${encodeURIComponent(filename)}`,
    { session },
  );
  expect(started.statusCode, started.body).toBe(200);
  const { url, file_key, temp_csv_key } = started.data as unknown as {
    url: string;
    file_key: string;
    temp_csv_key: string;
  };
  const put = await t.app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': 'text/csv' },
    payload: typeof content === 'string' ? Buffer.from(content, 'utf8') : content,
  });
  if (put.statusCode !== 200) return Object.assign(put, { data: put.json() });
  return call(t.app, 'POST', `/app/csv_upload_success/${temp_csv_key}`, {
    session,
    body: { file_key },
  });
};

export const getSource = async (t: TestApp, session: Session, key: string) =>
  (await call(t.app, 'GET', `/app/recipient_datas/${key}`, { session })).data
    .recipient_data as RecipientData;

/** Every row of a list, following the cursor. */
export const allRows = async (t: TestApp, session: Session, key: string) => {
  const rows: RecipientDataRow[] = [];
  let cursor: string | null = '0';
  while (cursor !== null) {
    const r = await call(t.app, 'GET', `/app/recipient_datas/${key}/rows?cursor=${cursor}`, {
      session,
    });
    expect(r.statusCode, r.body).toBe(200);
    rows.push(...(r.data.recipient_data_rows as RecipientDataRow[]));
    cursor = r.data.cursor as string | null;
  }
  return rows;
};
