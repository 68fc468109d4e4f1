import { api } from '../../app/api-client.ts';
import { putWithProgress } from '../put-with-progress.ts';

export type SignatureKind = 'signature' | 'initial';
export type SignatureMethod = 'drawn' | 'typed' | 'upload';

/** What a signature or initial field receives once the signer adopts an image. */
export type AdoptedSignature = { blob_key: string; blob_url: string };

/** GET /app/user/signatures: one of the user's saved signatures or initials. */
export type SavedSignature = {
  key: string;
  kind: SignatureKind;
  method: SignatureMethod;
  blob_key: string;
  blob_url: string;
  date_created: string;
  /** The newest of its kind: what one-click signing uses (absent from older servers). */
  is_default?: boolean;
};

/** §3 Signature (uploaded), as POST /app/signature_upload_success answers it. */
export type UploadedSignature = {
  blob_key: string;
  blob_url: string;
  enhanced_blob_key?: string | null;
  enhanced_blob_url?: string | null;
};

const BYTES_PER_MB = 1024 * 1024;

/** The enhanced image (cleaned background) when the server made one, else the original. */
export const adoptedFrom = (uploaded: UploadedSignature): AdoptedSignature =>
  uploaded.enhanced_blob_key && uploaded.enhanced_blob_url
    ? { blob_key: uploaded.enhanced_blob_key, blob_url: uploaded.enhanced_blob_url }
    : { blob_key: uploaded.blob_key, blob_url: uploaded.blob_url };

/**
 * Spec §7 signature upload: ask for an upload URL, PUT the bytes there, confirm. Calls are
 * silent: the modal words each failure itself (§8).
 */
export const uploadSignatureImage = (
  image: Blob,
  filename: string,
  onProgress: (percent: number) => void = () => {},
): Promise<AdoptedSignature> => uploadThrough(SIGNER_UPLOAD, image, filename, onProgress);

/** §7 GET /app/get_image_upload_url with purpose 'signature': the profile's own pictures. */
export const uploadProfileSignatureImage = (
  image: Blob,
  filename: string,
  onProgress: (percent: number) => void = () => {},
): Promise<AdoptedSignature> => uploadThrough(PROFILE_UPLOAD, image, filename, onProgress);

type UploadRoutes = { start: string; done: string; query?: Record<string, string> };
const SIGNER_UPLOAD: UploadRoutes = {
  start: '/app/get_signature_upload_url',
  done: '/app/signature_upload_success',
};
const PROFILE_UPLOAD: UploadRoutes = {
  start: '/app/get_image_upload_url',
  done: '/app/image_upload_success',
  query: { purpose: 'signature' },
};

const uploadThrough = async (
  routes: UploadRoutes,
  image: Blob,
  filename: string,
  onProgress: (percent: number) => void,
): Promise<AdoptedSignature> => {
  const ticket = await api.get<{ url: string; file_key: string }>(routes.start, {
    query: { filename, size: (image.size / BYTES_PER_MB).toFixed(3), ...routes.query },
    silent: true,
  });
  await putWithProgress(ticket.url, image, onProgress, image.type || 'image/png');
  const uploaded = await api.post<UploadedSignature>(
    routes.done,
    { file_key: ticket.file_key },
    { silent: true },
  );
  return adoptedFrom(uploaded);
};

/** Keeps an adopted image so it is offered next time (the server keeps the newest 5). */
export const saveSignature = (kind: SignatureKind, method: SignatureMethod, blobKey: string) =>
  api.post('/app/user/signatures', { kind, method, blob_key: blobKey });

/** Newest first, whatever order the server answers in. */
export const fetchSavedSignatures = async (
  kind: SignatureKind,
  signal?: AbortSignal,
): Promise<SavedSignature[]> => {
  // Silent: the list only offers shortcuts, the modal works without it.
  const answer = await api.get<{ signatures: SavedSignature[] }>('/app/user/signatures', {
    query: { kind },
    signal,
    silent: true,
  });
  return [...answer.signatures].sort((a, b) => b.date_created.localeCompare(a.date_created));
};

export const deleteSavedSignature = (key: string) =>
  api.request(`/app/user/signatures/${encodeURIComponent(key)}`, { method: 'DELETE' });
