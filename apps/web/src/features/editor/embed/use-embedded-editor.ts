import {
  EMBED_FAIL_MESSAGES,
  nextDefaultSignerRole,
  type EmbedEditorStatus,
  type ParentMessage,
} from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { errorMessageOf } from '../../../app/api-client.ts';
import { EmbedRefusal, setEmbedHandler } from '../../../app/embed/embed-bridge.ts';
import { isEmbeddedEditor } from '../../../app/embed/embed-editor-session.ts';
import { postToParent } from '../../../app/embed/embed-parent.ts';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import type { PackDto } from '../../documents/documents-api.ts';
import { changeStatus } from '../request/request-api.ts';
import { flushPackSaves } from '../signers/pack-save-queues.ts';
import { activeSignatories, nextPosition } from '../signers/signers-cache.ts';
import { signersApi } from '../signers/signers-api.ts';
import { UNSAVED_CHANGES_MESSAGE } from '../request/use-status-change.ts';
import { announceSend } from './announce-send.ts';

type Options = {
  pack: PackDto;
  /** The child documents in tab order. */
  childKeys: string[];
  childKey: string | undefined;
  selectChild: (key: string) => void;
};

/** Any failure as the parent's quire:update_fail carries it: Quire's own words. */
const refusal = (error: unknown): EmbedRefusal =>
  error instanceof EmbedRefusal ? error : new EmbedRefusal(errorMessageOf(error));

/**
 * Sends or reverts the pack as the editor's own buttons do (pending saves first), and tells the
 * parent how a send ended (quire:send_finished) whoever started it.
 */
export const changeEmbeddedStatus = async (
  packKey: string,
  to: EmbedEditorStatus,
): Promise<string> => {
  try {
    if (!(await flushPackSaves(packKey))) throw new EmbedRefusal(UNSAVED_CHANGES_MESSAGE);
    const answer = await changeStatus(packKey, to);
    if (to === 'awaiting_signatures')
      announceSend(packKey, { outcome: 'sent', message: answer.message });
    return answer.message;
  } catch (error) {
    if (to === 'awaiting_signatures')
      announceSend(packKey, { outcome: 'refused', message: errorMessageOf(error) });
    throw refusal(error);
  }
};

/**
 * The editor's side of the embedded-mode protocol (docs/embedding.md): says it is ready and which
 * tab and status show; adds a signatory, switches tabs, sends or reverts when the parent asks.
 * Only in the embedded editor's frame; the UI configuration is the bridge's own.
 */
export const useEmbeddedEditor = ({ pack, childKeys, childKey, selectChild }: Options): void => {
  const embedded = isEmbeddedEditor();
  const queryClient = useQueryClient();
  const latest = useRef({ pack, childKeys, selectChild });
  useEffect(() => {
    latest.current = { pack, childKeys, selectChild };
  });
  const packKey = pack.key;

  useEffect(() => {
    if (!embedded) return;
    const reload = () =>
      queryClient.invalidateQueries({ queryKey: QUERY_KEYS.documentPack(packKey), exact: true });
    const handler = async (message: ParentMessage) => {
      const { pack: now, childKeys: keys, selectChild: select } = latest.current;
      switch (message.type) {
        case 'quire:add_signatory': {
          if (now.status !== 'setup')
            throw new EmbedRefusal(EMBED_FAIL_MESSAGES.addSignatoryNotInSetup);
          const existing = activeSignatories(now);
          const { name, email, role } = message.signatory;
          try {
            await signersApi.saveSignatory(packKey, {
              uuid: crypto.randomUUID(),
              name,
              ...(email ? { email } : {}),
              role:
                role ||
                nextDefaultSignerRole(
                  existing.map((s) => s.role),
                  existing.length + 1,
                ),
              position: nextPosition(now),
            });
          } catch (error) {
            throw refusal(error);
          }
          await reload();
          return;
        }
        case 'quire:switch_document_tab': {
          const target =
            typeof message.document === 'number' ? keys[message.document] : message.document;
          if (!target || !keys.includes(target))
            throw new EmbedRefusal(EMBED_FAIL_MESSAGES.unknownDocument);
          select(target);
          return;
        }
        case 'quire:update_status': {
          if (message.status !== 'awaiting_signatures' && message.status !== 'setup')
            throw new EmbedRefusal(EMBED_FAIL_MESSAGES.signerStatusInEditor);
          try {
            await changeEmbeddedStatus(packKey, message.status);
          } finally {
            await reload();
          }
          return;
        }
        case 'quire:update_ui_configuration':
          return;
      }
    };
    setEmbedHandler(handler);
    postToParent({
      type: 'quire:ready',
      mode: 'editor',
      document_key: packKey,
      status: latest.current.pack.status,
    });
    return () => setEmbedHandler(null);
  }, [embedded, packKey, queryClient]);

  // The parent hears every change of status, whoever made it (Send, a signer, the parent).
  const status = pack.status;
  const announced = useRef(status);
  useEffect(() => {
    if (!embedded || announced.current === status) return;
    announced.current = status;
    postToParent({ type: 'quire:status_changed', document_key: packKey, status });
  }, [embedded, packKey, status]);

  useEffect(() => {
    if (embedded && childKey)
      postToParent({ type: 'quire:document_tab_changed', document_key: childKey });
  }, [embedded, childKey]);
};
