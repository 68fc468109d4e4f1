import {
  DEFAULT_APPENDIX_DESCRIPTION,
  appendixContentType,
  isExecutableFilename,
} from '@quire/domain';
import { ApiError } from '../../../../app/api-client.ts';
import { i18n } from '../../../../i18n/i18n.ts';
import { putWithProgress } from '../../../../components/put-with-progress.ts';
import { appendixApi } from '../extras-api.ts';

export class AppendixUploadError extends Error {}

/** §8: the server's own words when it refused, else the fixed message. */
export const appendixFailureMessage = (error: unknown): string =>
  error instanceof ApiError && error.reason === 'failure' && error.message
    ? error.message
    : i18n.t('editor.appendices.addFailed');

/**
 * Adds a supporting document: the §7 upload (get url → PUT → success), then the appendix itself
 * with the §3 defaults. Executables are refused before anything is sent (§5). Resolves with the
 * new appendix's key; every failure rejects with an AppendixUploadError fit to show.
 */
export const uploadAppendix = async (
  packKey: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> => {
  if (isExecutableFilename(file.name))
    throw new AppendixUploadError(i18n.t('editor.appendices.executable'));
  try {
    const ticket = await appendixApi.uploadUrl(packKey, file.name);
    // The same type the server presigned the URL for (S3 checks it).
    await putWithProgress(ticket.url, file, onProgress, appendixContentType(file.name));
    const uploaded = await appendixApi.uploadSuccess(packKey, ticket.file_key);
    const saved = await appendixApi.save(packKey, {
      file_key: uploaded.file_key,
      description: DEFAULT_APPENDIX_DESCRIPTION,
      required: true,
      audience: 'all',
    });
    return saved.document_appendix.key;
  } catch (error) {
    throw new AppendixUploadError(appendixFailureMessage(error));
  }
};
