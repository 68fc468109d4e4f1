import {
  EMBED_FAIL_MESSAGES,
  isQuireMessage,
  readParentMessage,
  type ParentMessage,
} from '@quire/domain';
import { embedParentOrigin, postToParent } from './embed-parent.ts';
import { updateEmbedUi } from './embed-ui.ts';

/** A handler's refusal: its message goes to the parent in quire:update_fail. */
export class EmbedRefusal extends Error {}

/** What the open screen does with a parent's request; it throws EmbedRefusal to refuse. */
export type EmbedHandler = (message: ParentMessage) => void | Promise<void>;

let screenHandler: EmbedHandler | null = null;

/** The screen now open (the signing page) takes the parent's requests; null when it closes. */
export const setEmbedHandler = (handler: EmbedHandler | null): void => {
  screenHandler = handler;
};

const handle = async (message: ParentMessage): Promise<void> => {
  // The UI configuration is the app's own: it applies whatever screen is open, or opens next.
  if (message.type === 'quire:update_ui_configuration') return updateEmbedUi(message.ui);
  if (!screenHandler) throw new EmbedRefusal(EMBED_FAIL_MESSAGES.notReady);
  await screenHandler(message);
};

/**
 * Listens to the parent's messages (docs/embedding.md): only from the frame's own parent and
 * only from the origin the page was opened for; anything else is ignored without a word, so a
 * stranger's page cannot drive the signer's screen nor learn it is there. Every request gets
 * quire:update_success or quire:update_fail with its request_id.
 */
export const installEmbedBridge = (win: Window = window): (() => void) => {
  const origin = embedParentOrigin(win);
  if (!origin) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    if (event.source !== win.parent || event.origin !== origin) return;
    if (!isQuireMessage(event.data)) return;
    const read = readParentMessage(event.data);
    if (!read.ok) {
      postToParent(
        {
          type: 'quire:update_fail',
          request_id: read.request_id,
          message_type: read.message_type,
          message: EMBED_FAIL_MESSAGES.malformed,
        },
        win,
      );
      return;
    }
    const { request_id, type } = read.message;
    handle(read.message).then(
      () => postToParent({ type: 'quire:update_success', request_id, message_type: type }, win),
      (error: unknown) =>
        postToParent(
          {
            type: 'quire:update_fail',
            request_id,
            message_type: type,
            message: error instanceof EmbedRefusal ? error.message : EMBED_FAIL_MESSAGES.failed,
          },
          win,
        ),
    );
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
};
