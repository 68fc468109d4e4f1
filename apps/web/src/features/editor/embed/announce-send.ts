import { isEmbeddedEditor } from '../../../app/embed/embed-editor-session.ts';
import { postToParent } from '../../../app/embed/embed-parent.ts';

/** quire:send_finished for the embedded editor's parent; nothing outside one. */
export const announceSend = (
  packKey: string,
  result: { outcome: 'sent' | 'refused'; message: string },
): void => {
  if (isEmbeddedEditor())
    postToParent({ type: 'quire:send_finished', document_key: packKey, ...result });
};
