import { UnstyledButton } from '@mantine/core';
import { NOTE_FIELD_COLOUR, type DataField, type PageMetadata } from '@quire/domain';
import { fromScreen, geometryOf, pixelsPerPoint, toScreen } from '../../editor/geometry.ts';
import { useTranslation } from 'react-i18next';
import type { SignerNotes } from './use-signer-notes.ts';

type Props = {
  notes: SignerNotes;
  childKey: string;
  pageIndex: number;
  meta: Partial<PageMetadata> | undefined;
  width: number;
  height: number;
  nameOf: (note: DataField) => string;
};

/**
 * One page's notes over the signer's page: pale yellow, the signer's own ones open for editing;
 * while placing a new note the whole page is one button (a click places it there, Enter at the
 * top left).
 */
export const SignerNotesLayer = ({
  notes,
  childKey,
  pageIndex,
  meta,
  width,
  height,
  nameOf,
}: Props) => {
  const { t } = useTranslation();
  const geometry = geometryOf(meta);
  const scale = pixelsPerPoint(geometry, width);
  const fontSize = Math.max(9, Math.round(10 * scale));
  const placeAt = (px: number, py: number) => {
    const w = notes.size.width * scale;
    const h = notes.size.height * scale;
    const x = Math.min(Math.max(0, px), Math.max(0, width - w));
    const y = Math.min(Math.max(0, py), Math.max(0, height - h));
    const at = fromScreen({ x, y, width: w, height: h }, geometry, scale);
    notes.place({ document_key: childKey, page_index: pageIndex, x: at.x, y: at.y });
  };
  return (
    <>
      {notes.onPage(childKey, pageIndex).map((note) => {
        const r = toScreen(note, geometry, scale);
        const own = notes.allowed && notes.mine(note);
        const label = t('signer.notes.by', { name: nameOf(note), text: note.data ?? '' });
        const style = {
          position: 'absolute' as const,
          left: r.x,
          top: r.y,
          width: r.width,
          minHeight: r.height,
          background: NOTE_FIELD_COLOUR,
          border: '1px solid #d8c25a',
          borderRadius: 4,
          boxShadow: '0 1px 3px rgba(0,0,0,.18)',
          padding: '3px 5px',
          fontSize,
          lineHeight: 1.3,
          color: '#3d3500',
          whiteSpace: 'pre-wrap' as const,
          overflowWrap: 'anywhere' as const,
          zIndex: 5,
          textAlign: 'left' as const,
          display: 'flex',
          alignItems: 'flex-start',
        };
        return own ? (
          <UnstyledButton
            key={note.uuid}
            style={style}
            aria-label={t('signer.notes.editYours', { note: label })}
            onClick={() => notes.edit(note)}
          >
            {note.data}
          </UnstyledButton>
        ) : (
          <div key={note.uuid} style={style} role="note" aria-label={label}>
            {note.data}
          </div>
        );
      })}
      {notes.placing && (
        <UnstyledButton
          aria-label={t('signer.notes.placeOnPage', { page: pageIndex + 1 })}
          style={{
            position: 'absolute',
            inset: 0,
            cursor: 'crosshair',
            zIndex: 20,
            background: 'rgba(255, 243, 176, 0.18)',
            outlineOffset: -3,
          }}
          onClick={(e) => {
            const box = e.currentTarget.getBoundingClientRect();
            // A keyboard press has no pointer position: the note goes to the top left.
            if (e.detail === 0) placeAt(16 * scale, 16 * scale);
            else placeAt(e.clientX - box.left, e.clientY - box.top);
          }}
        />
      )}
    </>
  );
};
