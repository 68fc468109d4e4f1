import { EMBED_FAIL_MESSAGES, type ParentMessage, type Signatory } from '@quire/domain';
import { useEffect, useRef } from 'react';
import { EmbedRefusal, setEmbedHandler } from '../../app/embed/embed-bridge.ts';
import { embedParentOrigin, postToParent } from '../../app/embed/embed-parent.ts';
import type { SigningFlow } from './use-signing-flow.ts';

type Options = {
  packKey: string;
  me: Signatory;
  /** The child documents in tab order. */
  childKeys: string[];
  childKey: string;
  selectChild: (key: string) => void;
  flow: SigningFlow;
};

/** A flow step's refusal (a message, or null when it went ahead) as the bridge expects it. */
const refuseWith = (refusal: string | null): void => {
  if (refusal) throw new EmbedRefusal(refusal);
};

/**
 * The signing page's side of the embedded-mode protocol (docs/embedding.md): tells the parent
 * it is ready and which tab shows, switches tabs and finishes, rejects or signs later when the
 * parent asks. Adding a signatory belongs to setup, so the signing page refuses it.
 */
export const useEmbeddedSigning = ({
  packKey,
  me,
  childKeys,
  childKey,
  selectChild,
  flow,
}: Options): void => {
  const embedded = embedParentOrigin() !== null;
  // The handler reads the newest state without re-registering on every render.
  const latest = useRef({ childKeys, selectChild, flow });
  useEffect(() => {
    latest.current = { childKeys, selectChild, flow };
  });

  useEffect(() => {
    if (!embedded) return;
    const handler = async (message: ParentMessage) => {
      const { childKeys: keys, selectChild: select, flow: steps } = latest.current;
      switch (message.type) {
        case 'quire:switch_document_tab': {
          const target =
            typeof message.document === 'number' ? keys[message.document] : message.document;
          if (!target || !keys.includes(target))
            throw new EmbedRefusal(EMBED_FAIL_MESSAGES.unknownDocument);
          select(target);
          return;
        }
        case 'quire:update_status':
          if (message.status === 'complete') return refuseWith(await steps.finish());
          if (message.status === 'sign_later') return refuseWith(await steps.signLater());
          if (message.status !== 'rejected')
            throw new EmbedRefusal(EMBED_FAIL_MESSAGES.editorStatusWhileSigning);
          return refuseWith(await steps.reject({ kind: 'pack' }, message.rejection_reason ?? ''));
        case 'quire:add_signatory':
          throw new EmbedRefusal(EMBED_FAIL_MESSAGES.addSignatoryWhileSigning);
        case 'quire:update_ui_configuration':
          return;
      }
    };
    setEmbedHandler(handler);
    postToParent({
      type: 'quire:ready',
      mode: 'signing',
      document_key: packKey,
      signatory_uuid: me.uuid,
    });
    return () => setEmbedHandler(null);
  }, [embedded, packKey, me.uuid]);

  useEffect(() => {
    if (embedded && childKey)
      postToParent({ type: 'quire:document_tab_changed', document_key: childKey });
  }, [embedded, childKey]);
};
