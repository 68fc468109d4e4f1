import {
  BULK_SEND_MESSAGES,
  CSV_IMPORT_MESSAGES,
  CSV_UPLOAD_PURPOSE,
  MESSAGES,
  type RecipientData,
  type TempCsv,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { newKey } from '../../lib/ids.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { arrivedSize, openUpload, startUpload } from '../signer-uploads/signer-upload-intent.ts';
import { claimUploadIntent } from '../uploads/upload-intent-repository.ts';
import { importRecipientCsv } from './import-recipient-csv.ts';
import { loadRecipientData, recipientDataView } from './recipient-data-access.ts';
import {
  finishCsvUpload,
  findCsvUpload,
  insertCsvUpload,
  type RecipientDataCsvRecord,
} from './recipient-data-repository.ts';

const CSV_NAME = /\.(csv|txt)$/i;

export const maxCsvBytes = (ctx: AppContext) => ctx.config.maxCsvUploadMb * 1024 * 1024;

export const tempCsvView = (row: RecipientDataCsvRecord): TempCsv => ({
  key: row.key,
  temp_csv_key: row.key,
  file_key: row.file_key,
  state: row.state as TempCsv['state'],
  error: row.error,
  rows_imported: row.rows_imported,
});

/**
 * GET /app/get_csv_upload_url/{recipient_data_key}?filename: a signed PUT for the file and the
 * temporary CSV that tracks it until csv_upload_success imports it.
 */
export const getCsvUploadUrl = async (
  ctx: AppContext,
  auth: Auth,
  recipientDataKey: string,
  filename: string,
): Promise<{
  url: string;
  file_key: string;
  temp_csv_key: string;
  recipient_data: RecipientData;
}> => {
  const source = await loadRecipientData(ctx, auth, recipientDataKey);
  if (!CSV_NAME.test(filename)) throw badRequest(CSV_IMPORT_MESSAGES.notCsv);
  const started = await startUpload(ctx, {
    purpose: CSV_UPLOAD_PURPOSE,
    userKey: auth.user.key,
    accountKey: source.account_key,
    packKey: null,
    filename,
    maxBytes: maxCsvBytes(ctx),
    folder: `recipient-data/${source.account_key}`,
  });
  const tempCsvKey = newKey();
  await insertCsvUpload(ctx.db, {
    key: tempCsvKey,
    recipient_data_key: source.key,
    file_key: started.file_key,
    filename,
    created_by: auth.user.key,
  });
  return { ...started, temp_csv_key: tempCsvKey, recipient_data: recipientDataView(source) };
};

/**
 * POST /app/csv_upload_success/{temp_csv_key} {file_key}: imports the uploaded file into its
 * client list, replacing the rows whole or not at all. The file itself is deleted afterwards
 * either way: the rows are the record, and a second copy of people's details helps nobody.
 */
export const csvUploadSuccess = async (
  ctx: AppContext,
  auth: Auth,
  tempCsvKey: string,
  fileKey: string,
): Promise<TempCsv> => {
  const temp = await findCsvUpload(ctx.db, tempCsvKey);
  if (!temp || temp.file_key !== fileKey) throw notFound(MESSAGES.notFound);
  const source = await loadRecipientData(ctx, auth, temp.recipient_data_key);
  if (temp.state !== 'pending') throw notFound(MESSAGES.notFound);
  const intent = await openUpload(ctx, fileKey, {
    purpose: CSV_UPLOAD_PURPOSE,
    userKey: auth.user.key,
    packKey: null,
  });
  const fail = async (message: string) => {
    await finishCsvUpload(ctx.db, temp.key, { state: 'failed', error: message, rows_imported: 0 });
    return badRequest(message);
  };
  try {
    await arrivedSize(ctx, intent, CSV_IMPORT_MESSAGES.tooLarge(ctx.config.maxCsvUploadMb));
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 400) throw await fail(error.message);
    throw error;
  }
  // Claimed before the import: a second submit of the same upload finds it used (404).
  if (!(await ctx.db.transaction((tx) => claimUploadIntent(tx, intent.file_key))))
    throw notFound(MESSAGES.notFound);
  await finishCsvUpload(ctx.db, temp.key, { state: 'importing', error: null, rows_imported: 0 });
  try {
    const rows = await importRecipientCsv(ctx, source.key, intent.object_key);
    await finishCsvUpload(ctx.db, temp.key, {
      state: 'imported',
      error: null,
      rows_imported: rows,
    });
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 400) throw await fail(error.message);
    await finishCsvUpload(ctx.db, temp.key, {
      state: 'failed',
      error: BULK_SEND_MESSAGES.recipientDataSaveFailed,
      rows_imported: 0,
    });
    throw error;
  } finally {
    await ctx.blobStore.delete(intent.object_key);
  }
  return tempCsvView((await findCsvUpload(ctx.db, temp.key))!);
};
