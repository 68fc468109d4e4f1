import { TextInput } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { FormError } from '../form-error.tsx';
import type { SignatureWording } from './signature-wording.ts';
import {
  TYPED_SIGNATURE_STYLES,
  typedFontFamily,
  type TypedSignatureStyle,
} from './typed-signature-styles.ts';
import classes from './type-tab.module.css';
import { useTranslation } from 'react-i18next';

type TypeTabProps = {
  text: string;
  onText: (text: string) => void;
  style: TypedSignatureStyle;
  onStyle: (style: TypedSignatureStyle) => void;
  wording: SignatureWording;
  /** §8: the text could not be turned into an image. */
  failed: boolean;
};

/**
 * The name (or initials) typed, shown in each handwriting style to choose from: native radio
 * buttons, so arrow keys move between the styles and the chosen one is what is adopted.
 */
export const TypeTab = ({ text, onText, style, onStyle, wording, failed }: TypeTabProps) => {
  const { t } = useTranslation();
  const typed = text.trim();
  return (
    <>
      <TextInput
        label={wording.typeLabel}
        value={text}
        onChange={(event) => onText(event.currentTarget.value)}
        autoComplete={wording.kind === 'initial' ? 'off' : 'name'}
        maxLength={100}
      />
      <fieldset className={classes.styles}>
        <legend className={classes.legend}>{t('signature.type.style')}</legend>
        {TYPED_SIGNATURE_STYLES.map((option) => {
          const chosen = option.id === style.id;
          return (
            <label key={option.id} className={classes.option}>
              <input
                className={classes.input}
                type="radio"
                name="typed-signature-style"
                value={option.id}
                checked={chosen}
                onChange={() => onStyle(option)}
                aria-label={t('signature.type.styleOption', { name: option.name })}
              />
              <span
                className={classes.sample}
                style={{
                  fontFamily: typedFontFamily(option),
                  fontSize: `${34 * option.scale}px`,
                }}
                aria-hidden
              >
                {typed || option.name}
              </span>
              {chosen && <IconCircleCheckFilled size={16} className={classes.check} aria-hidden />}
            </label>
          );
        })}
      </fieldset>
      {failed && (
        <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
          <FormError message={t('signature.messages.textToImageFailed')} />
        </div>
      )}
    </>
  );
};
