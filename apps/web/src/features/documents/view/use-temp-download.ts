import { notifications } from '@mantine/notifications';
import {
  MESSAGES,
  TEMP_DOWNLOAD_MAX_POLLS,
  TEMP_DOWNLOAD_POLL_MS,
  type TempDownloadType,
} from '@quire/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../app/api-client.ts';
import { NOTICE_COLORS, showDanger } from '../../../app/notices.ts';

type TempDownload = { key: string; file_key: string | null };

const generate = async (documentKey: string, type: TempDownloadType, tempKey: string | null) =>
  (
    await api.get<{ document_temp_download: TempDownload }>(
      `/app/documents/${encodeURIComponent(documentKey)}/generate_temp_document_download`,
      {
        query: {
          document_temp_download_type: type,
          ...(tempKey ? { temp_download_key: tempKey } : {}),
        },
        silent: true,
      },
    )
  ).document_temp_download;

const save = (tempKey: string) => {
  const a = document.createElement('a');
  a.href = `/app/serve_temp_download/${encodeURIComponent(tempKey)}`;
  a.download = '';
  document.body.appendChild(a);
  a.click();
  a.remove();
};

/**
 * §7 generate_temp_document_download from the menus: asks for the file, polls every 5 s (§9) with
 * the answer's key until the worker has made it, then downloads it. A failure, or 1000 polls
 * without a file, says 'It appears generating preview took too long.' (§8). One at a time.
 */
export const useTempDownload = () => {
  const [busy, setBusy] = useState(false);
  const cancelled = useRef(false);
  useEffect(() => {
    cancelled.current = false;
    return () => {
      cancelled.current = true;
    };
  }, []);

  const start = useCallback(
    async (documentKey: string, type: TempDownloadType, label: string) => {
      if (busy) return;
      setBusy(true);
      const id = `temp-download-${documentKey}-${type}`;
      notifications.show({
        id,
        loading: true,
        color: NOTICE_COLORS.info,
        message: `Preparing ${label.toLowerCase()}…`,
        autoClose: false,
        withCloseButton: false,
      });
      try {
        let answer = await generate(documentKey, type, null);
        for (let polls = 0; !answer.file_key; polls++) {
          if (polls >= TEMP_DOWNLOAD_MAX_POLLS) throw new Error('too many polls');
          await new Promise((r) => setTimeout(r, TEMP_DOWNLOAD_POLL_MS));
          if (cancelled.current) return;
          answer = await generate(documentKey, type, answer.key);
        }
        notifications.hide(id);
        save(answer.key);
      } catch {
        notifications.hide(id);
        showDanger(MESSAGES.previewTimedOut);
      } finally {
        setBusy(false);
      }
    },
    [busy],
  );

  return { busy, start };
};

export type TempDownloader = ReturnType<typeof useTempDownload>;
