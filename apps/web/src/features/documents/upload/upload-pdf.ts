import type { DocumentDto } from '@quire/domain';
import { api, errorMessageOf } from '../../../app/api-client.ts';
import { putWithProgress } from '../../../components/put-with-progress.ts';
import { i18n } from '../../../i18n/i18n.ts';

export type UploadTarget = {
  /** Adds the PDF as a new child of this pack instead of making a new pack. */
  documentPackKey?: string;
  /** A new pack starts as a template (the templates tab's upload). */
  documentType?: 'template';
  /** MAX_UPLOAD_MB: a larger file is refused here rather than after the request for a ticket. */
  maxMb?: number;
};

const BYTES_PER_MB = 1024 * 1024;

/** A fast answer for the obvious case; the server decides on the bytes (spec §5). */
export const looksLikePdf = (file: Pick<File, 'name' | 'type'>): boolean =>
  file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

/** §8: 'Error uploading your file:/' plus the server's message. */
export const uploadFailedMessage = (reason: string): string =>
  i18n.t('documents.upload.failed', { reason });

export class UploadError extends Error {}

/**
 * Spec §7 upload: ask for an upload URL, PUT the bytes there, then confirm. Resolves with the
 * pack's key (the one to open). Every failure rejects with an UploadError fit to show.
 */
export const uploadPdf = async (
  file: File,
  target: UploadTarget,
  onProgress: (percent: number) => void,
): Promise<string> => {
  if (!looksLikePdf(file))
    throw new UploadError(uploadFailedMessage(i18n.t('documents.upload.onlyPdf')));
  if (target.maxMb !== undefined && file.size > target.maxMb * BYTES_PER_MB)
    throw new UploadError(
      uploadFailedMessage(i18n.t('documents.upload.tooLarge', { max: target.maxMb })),
    );
  try {
    const ticket = await api.get<{ url: string; file_key: string; redirect_document_key: string }>(
      '/app/get_document_upload_url',
      {
        query: {
          filename: file.name,
          size: (file.size / BYTES_PER_MB).toFixed(3),
          document_pack_key: target.documentPackKey,
        },
        silent: true,
      },
    );
    await putWithProgress(ticket.url, file, onProgress);
    await api.post<{ document: DocumentDto }>(
      `/app/document_upload_success/${encodeURIComponent(ticket.redirect_document_key)}`,
      {
        file_key: ticket.file_key,
        ...(target.documentType ? { document_type: target.documentType } : {}),
      },
      { silent: true },
    );
    return ticket.redirect_document_key;
  } catch (error) {
    throw new UploadError(uploadFailedMessage(errorMessageOf(error)));
  }
};
