import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The Message-IDs the SMTP server accepted, one a line, appended by the SMTP thread the moment
 * the server answers 250 (smtp-thread.mjs), before the main thread marks the mail sent in the
 * database (ADR 0038, 2026-12-07 amendment). A process killed between the two leaves the mail
 * 'sending'; its job is retried, and the retry reads this file rather than sending the mail a
 * second time. The thread writes without waiting for the main thread, so the window left is
 * the server's answer to the append (microseconds), not the main thread's busy moments (a
 * loaded one took over a second). Processes on one DATA_DIR share the file (appends of a line
 * are atomic); a worker on another machine cannot read it, and there the window stays.
 * Rotated at ROTATE_BYTES into `<file>.1`, so it holds between one and two rotations of IDs.
 */
export const mailJournalPath = (dataDir: string) => path.join(dataDir, 'mail-accepted.log');

/** When the thread moves the file aside (~20,000 IDs): a retry reads at most twice this. */
export const ROTATE_BYTES = 1_000_000;

const readIfThere = async (file: string): Promise<string> => {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return '';
  }
};

/** Whether the SMTP server already accepted the mail with this Message-ID. */
export const acceptedBefore = async (journal: string, messageId: string): Promise<boolean> => {
  const line = `${messageId}\n`;
  for (const file of [journal, `${journal}.1`])
    if ((await readIfThere(file)).includes(line)) return true;
  return false;
};
