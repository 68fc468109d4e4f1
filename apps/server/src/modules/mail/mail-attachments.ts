import type { Db } from '../../db/database.ts';
import { findBlob } from '../storage/blob-repository.ts';
import type { MailRow } from './mail-repository.ts';

export type ListedAttachment = {
  index: number;
  filename: string;
  content_type: string;
  /** Null when the stored file is gone (the mail could then not be sent either). */
  size_bytes: number | null;
  object_key: string | null;
};

/** A mail's attachments as the local mailbox lists them, with each file's stored size. */
export const listMailAttachments = async (db: Db, mail: MailRow): Promise<ListedAttachment[]> =>
  Promise.all(
    mail.attachments.map(async (a, index) => {
      const blob = await findBlob(db, a.file_key);
      return {
        index,
        filename: a.filename,
        content_type: a.content_type,
        size_bytes: blob?.size_bytes ?? null,
        object_key: blob?.object_key ?? null,
      };
    }),
  );

/** "12 KB", "1.4 MB": how big a download is, for people. */
export const formatSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
};
