import '@fontsource/caveat/400.css';
import { Paper, Text, TextInput } from '@mantine/core';
import { FormError } from '../../../components/form-error.tsx';
import { TYPED_FONT_FAMILY } from './render-typed-signature.ts';
import { SIGNATURE_MESSAGES } from './signature-messages.ts';
import type { SignatureWording } from './signature-wording.ts';

type TypeTabProps = {
  text: string;
  onText: (text: string) => void;
  wording: SignatureWording;
  /** §8: the text could not be turned into an image. */
  failed: boolean;
};

/** The name (or initials) typed, previewed live in the handwriting face it will be drawn in. */
export const TypeTab = ({ text, onText, wording, failed }: TypeTabProps) => (
  <>
    <TextInput
      label={wording.typeLabel}
      value={text}
      onChange={(event) => onText(event.currentTarget.value)}
      autoComplete={wording.noun === 'initials' ? 'off' : 'name'}
      maxLength={100}
    />
    <Paper withBorder radius="md" mt="sm" px="md" py="xs" bg="white" aria-label="Preview">
      <Text
        ff={`${TYPED_FONT_FAMILY}, cursive`}
        fz={48}
        lh={1.4}
        c="black"
        truncate
        style={{ minHeight: '1.4em' }}
      >
        {text.trim()}
      </Text>
    </Paper>
    {failed && (
      <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
        <FormError message={SIGNATURE_MESSAGES.textToImageFailed} />
      </div>
    )}
  </>
);
