import type { PackDto } from '../../documents/documents-api.ts';
import { useEmbeddedEditor } from './use-embedded-editor.ts';

/** The pack page's link to a partner's frame (ADR 0041); renders nothing. */
export const EmbeddedEditorBridge = (props: {
  pack: PackDto;
  childKeys: string[];
  childKey: string | undefined;
  selectChild: (key: string) => void;
}) => {
  useEmbeddedEditor(props);
  return null;
};
