import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { showDanger } from '../../../app/notices.ts';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import { errorMessageOf } from '../../../app/api-client.ts';
import { useInstanceSettings } from '../../../app/use-instance-settings.ts';
import { uploadPdf, type UploadTarget } from './upload-pdf.ts';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; percent: number }
  | { phase: 'failed'; fileName: string; message: string };

/** Runs one upload at a time, keeping its progress for the progress bar. */
export const useUploadPdf = (target: UploadTarget, onUploaded: (packKey: string) => void) => {
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const { documentPackKey, documentType } = target;
  const maxMb = useInstanceSettings().max_upload_mb;

  const upload = useCallback(
    async (file: File) => {
      setState({ phase: 'uploading', fileName: file.name, percent: 0 });
      try {
        const packKey = await uploadPdf(file, { documentPackKey, documentType, maxMb }, (percent) =>
          setState({ phase: 'uploading', fileName: file.name, percent }),
        );
        setState({ phase: 'idle' });
        await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.documents });
        onUploaded(packKey);
      } catch (error) {
        const message = errorMessageOf(error);
        showDanger(message);
        setState({ phase: 'failed', fileName: file.name, message });
      }
    },
    [documentPackKey, documentType, maxMb, onUploaded, queryClient],
  );

  return { state, upload, dismiss: () => setState({ phase: 'idle' }) };
};
