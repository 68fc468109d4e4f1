import { i18n } from '../i18n/i18n.ts';

/**
 * PUTs the file's bytes to the upload URL with XMLHttpRequest, the one browser API that reports
 * upload progress. The URL is signed (locally) or presigned (S3): it is the whole authorisation,
 * so no session headers go with it.
 */
export const putWithProgress = (
  url: string,
  file: Blob,
  onProgress: (percent: number) => void,
  contentType = 'application/pdf',
): Promise<void> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
        return;
      }
      reject(new Error(messageOf(xhr.responseText) ?? i18n.t('components.upload.unknownError')));
    };
    xhr.onerror = () => reject(new Error(i18n.t('components.upload.internetDown')));
    xhr.onabort = () => reject(new Error(i18n.t('components.upload.unknownError')));
    xhr.send(file);
  });

const messageOf = (text: string): string | null => {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
};
