import type { DateFormat, PageMetadata } from '@quire/domain';
import { geometryOf, pixelsPerPoint, toScreen } from '../editor/geometry.ts';
import type { SigningFieldActions } from './signing-field-actions.ts';
import { SigningFieldView } from './signing-field.tsx';
import type { SigningField } from './use-signing-state.ts';

type Props = {
  fields: readonly SigningField[];
  packKey: string;
  meta: Partial<PageMetadata> | undefined;
  width: number;
  colourOf: (field: SigningField) => string;
  nameOf: (field: SigningField) => string;
  signerName: string;
  current: string | null;
  missing: ReadonlySet<string>;
  dateFormat: DateFormat;
  actions: SigningFieldActions;
};

/** One page's fields while signing, placed from their stored PDF points (rotation respected). */
export const SigningFieldLayer = (p: Props) => {
  const geometry = geometryOf(p.meta);
  const scale = pixelsPerPoint(geometry, p.width);
  return (
    <>
      {p.fields.map((field) => (
        <SigningFieldView
          key={field.uuid}
          field={field}
          packKey={p.packKey}
          rect={toScreen(field, geometry, scale)}
          scale={scale}
          colour={p.colourOf(field)}
          signerName={p.signerName}
          ownerName={p.nameOf(field)}
          current={p.current === field.uuid}
          missing={p.missing.has(field.uuid)}
          dateFormat={p.dateFormat}
          actions={p.actions}
        />
      ))}
    </>
  );
};
