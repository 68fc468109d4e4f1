import { api } from '../../app/api-client.ts';
import { putWithProgress } from '../../components/put-with-progress.ts';

export type UploadedFieldFile = { blob_key: string; blob_url: string; filename: string };

const BYTES_PER_MB = 1024 * 1024;

/**
 * A file or image field's upload (§7): ask for a URL, PUT the bytes, report success. The blob is
 * the signer's until a submission attaches it to the field (file_key).
 */
export const uploadFieldFile = async (
  packKey: string,
  file: File,
  type: 'file' | 'image',
  onProgress: (percent: number) => void,
): Promise<UploadedFieldFile> => {
  const key = encodeURIComponent(packKey);
  const target = await api.get<{ url: string; file_key: string }>(
    `/app/get_data_field_upload_url/${key}`,
    { query: { filename: file.name, size: file.size / BYTES_PER_MB }, silent: true },
  );
  await putWithProgress(target.url, file, onProgress, file.type || 'application/octet-stream');
  const done = await api.post<{ blob_key: string; blob_url: string; filename: string }>(
    `/app/data_field_upload_success/${key}`,
    { file_key: target.file_key, type },
    { silent: true },
  );
  return { blob_key: done.blob_key, blob_url: done.blob_url, filename: done.filename };
};

/** Where a field's attached file is served (§2 /app/serve_data_field_blob). */
export const fieldBlobUrl = (packKey: string, fieldUuid: string): string =>
  `/app/serve_data_field_blob/${encodeURIComponent(packKey)}/${encodeURIComponent(fieldUuid)}`;
