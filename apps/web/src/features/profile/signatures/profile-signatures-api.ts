import type { CropBox, TypedSignatureStyleId } from '@quire/domain';
import { api } from '../../../app/api-client.ts';
import type {
  AdoptedSignature,
  SavedSignature,
  SignatureKind,
  SignatureMethod,
} from '../../../components/signature/signature-api.ts';

/** A drawing as the data URL §7 base64_to_image_blob takes. */
export const blobToDataUrl = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The drawing could not be read.'));
    reader.readAsDataURL(blob);
  });

/** §7 POST /base64_to_image_blob/: the drawn signature kept on the server. Silent: §8 words it. */
export const drawnToImage = async (image: string): Promise<AdoptedSignature> =>
  (
    await api.post<{ data: AdoptedSignature }>(
      '/base64_to_image_blob/',
      { image },
      { silent: true },
    )
  ).data;

/** §7 GET /text_to_image_blob: the typed name rendered in the chosen handwriting face. */
export const textToImage = async (
  text: string,
  style: TypedSignatureStyleId,
  signal?: AbortSignal,
): Promise<AdoptedSignature> => {
  const answer = await api.get<{ data: { blob_key: string; url: string } }>('/text_to_image_blob', {
    query: { text, style },
    signal,
    silent: true,
  });
  return { blob_key: answer.data.blob_key, blob_url: answer.data.url };
};

/** §7 POST /crop_image/{blob key}: the part of the picture the user boxed, as a new picture. */
export const cropImage = async (blobKey: string, box: CropBox): Promise<AdoptedSignature> =>
  (
    await api.post<{ data: AdoptedSignature }>(`/crop_image/${encodeURIComponent(blobKey)}`, box, {
      silent: true,
    })
  ).data;

/** Keeps a picture in the profile; the newest of a kind becomes its default. */
export const saveToProfile = (kind: SignatureKind, method: SignatureMethod, blobKey: string) =>
  api.post<{ signature: SavedSignature }>('/app/user/signatures', {
    kind,
    method,
    blob_key: blobKey,
  });

export const makeDefault = (key: string) =>
  api.post<{ message: string }>(`/app/user/signatures/${encodeURIComponent(key)}/default`, {});
