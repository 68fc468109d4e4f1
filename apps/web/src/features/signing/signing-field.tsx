import {
  CHECKED,
  formatFieldDate,
  ownFontPixels,
  signerFieldLabel,
  type DateFormat,
  type Rect,
} from '@quire/domain';
import { IconCheck, IconPaperclip, IconPhoto, IconSignature } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldNameOf, textPlaceholderOf } from './field-name.ts';
import { MetaDataChoice } from './meta-data/meta-data-choice.tsx';
import { SigningDateInput } from './signing-date-input.tsx';
import classes from './signing-field.module.css';
import { fieldBlobUrl } from './upload-field-file.ts';
import type { SigningFieldActions } from './signing-field-actions.ts';
import type { SigningField } from './use-signing-state.ts';

type Props = {
  field: SigningField;
  packKey: string;
  rect: Rect;
  /** CSS pixels per PDF point on this page: a field's own font size scales by it. */
  scale: number;
  colour: string;
  signerName: string;
  ownerName: string;
  current: boolean;
  missing: boolean;
  dateFormat: DateFormat;
  actions: SigningFieldActions;
};

/** Fields whose label shows over their top edge on hover and focus. */
const CAPTIONED = new Set(['text', 'question', 'date', 'choice']);

/** The smallest field width (px) that leaves room for a calendar button beside the date. */
const PICKER_MIN_WIDTH = 80;

/** Where a signature, initial or image field's picture comes from, if it has one. */
const imageOf = (field: SigningField, packKey: string): string | null =>
  field.blob_url ?? (field.file_key ? fieldBlobUrl(packKey, field.uuid) : null);

/**
 * One field over its page while signing: an input for the signer's own fields (§2: highlighted,
 * the wizard's current one ringed), the value or an outline for everyone else's.
 */
export const SigningFieldView = (p: Props) => {
  const { field, rect, actions } = p;
  // The field's own font size (as the final PDF draws it), else what reads well in its height.
  const fontSize = ownFontPixels(field, p.scale) ?? Math.max(9, Math.min(16, rect.height * 0.55));
  const style = {
    left: rect.x,
    top: rect.y,
    width: rect.width,
    height: rect.height,
    fontSize,
    '--field-colour': p.colour,
  } as CSSProperties;
  const own = field.role === 'fill';
  const filled = Boolean(field.data?.trim() || field.file_key || field.blob_url);
  const className = [
    classes.field,
    own ? classes.own : classes.readonly,
    own && p.current ? classes.current : '',
    own && p.missing ? classes.missing : '',
    own && filled && field.type !== 'text' && field.type !== 'date' ? classes.filled : '',
    own && field.required && !filled ? classes.required : '',
  ].join(' ');
  const caption = own && CAPTIONED.has(field.type) ? signerFieldLabel(field) : null;
  return (
    <>
      <div
        className={className}
        style={style}
        data-field-uuid={field.uuid}
        data-current={p.current || undefined}
        title={caption ?? undefined}
        onFocusCapture={() => actions.focus(field.uuid)}
        onClickCapture={() => actions.open?.(field.uuid)}
      >
        {own ? <OwnInput {...p} /> : <ReadOnlyValue {...p} />}
      </div>
      {caption && (
        <span
          className={classes.caption}
          style={
            {
              left: rect.x,
              top: rect.y,
              maxWidth: Math.max(rect.width, 140),
              '--field-colour': p.colour,
            } as CSSProperties
          }
          aria-hidden
        >
          {caption}
        </span>
      )}
    </>
  );
};

const ReadOnlyValue = ({ field, packKey, ownerName, dateFormat }: Props) => {
  const { t } = useTranslation();
  const image = imageOf(field, packKey);
  if (image && (field.type === 'signature' || field.type === 'initial' || field.type === 'image'))
    return (
      <img
        className={classes.image}
        src={image}
        alt={t('signing.field.of', { field: fieldNameOf(t, field), owner: ownerName })}
      />
    );
  if (field.type === 'check')
    return field.data === CHECKED ? (
      <IconCheck size="80%" aria-label={t('signing.field.checked')} />
    ) : null;
  if (field.type === 'date' && field.data?.trim())
    return <span className={classes.value}>{formatFieldDate(field.data, dateFormat)}</span>;
  if (field.data?.trim()) return <span className={classes.value}>{field.data}</span>;
  return null;
};

const OwnInput = ({ field, packKey, actions, missing, dateFormat, rect }: Props) => {
  const { t } = useTranslation();
  const label = field.required
    ? t('signing.field.required', { field: fieldNameOf(t, field) })
    : fieldNameOf(t, field);
  const common = {
    'aria-label': label,
    'aria-invalid': missing || undefined,
    'data-field-input': field.uuid,
  };
  switch (field.type) {
    case 'text':
    case 'question':
      return (
        <input
          {...common}
          className={classes.input}
          value={field.data ?? ''}
          placeholder={textPlaceholderOf(t, field)}
          onChange={(e) => actions.edit(field.uuid, { data: e.target.value })}
        />
      );
    case 'date':
      if (field.auto_assign_date)
        return (
          <span className={classes.autoDate} data-date-signed={field.uuid}>
            {field.data
              ? formatFieldDate(field.data, dateFormat)
              : t('signing.field.filledWhenSigning')}
          </span>
        );
      return (
        <SigningDateInput
          attributes={common}
          className={classes.input}
          data={field.data}
          format={dateFormat}
          withPicker={rect.width >= PICKER_MIN_WIDTH}
          onData={(data) => actions.edit(field.uuid, { data })}
        />
      );
    case 'choice':
      if (field.meta_data_source)
        return (
          <MetaDataChoice
            field={field}
            source={field.meta_data_source}
            packKey={packKey}
            actions={actions}
            attributes={common}
          />
        );
      return (
        <select
          {...common}
          className={classes.input}
          value={field.data ?? ''}
          onChange={(e) => actions.edit(field.uuid, { data: e.target.value || null })}
        >
          <option value="">{t('signing.field.choose')}</option>
          {field.choice_options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    case 'check':
      return (
        <button
          {...common}
          type="button"
          role="checkbox"
          aria-checked={field.data === CHECKED}
          className={classes.action}
          onClick={() => actions.toggle(field.uuid)}
        >
          {field.data === CHECKED ? <IconCheck size="90%" stroke={3} /> : null}
        </button>
      );
    case 'approve':
    case 'decline': {
      const words = field.data?.trim()
        ? field.data
        : field.approve_decline_button_text ||
          (field.type === 'approve' ? t('signing.field.approve') : t('signing.field.decline'));
      return (
        <Action
          common={common}
          words={words}
          onClick={() =>
            field.type === 'approve' ? actions.approve(field) : actions.decline(field)
          }
        >
          {words}
        </Action>
      );
    }
    case 'signature':
    case 'initial': {
      const image = imageOf(field, packKey);
      const words = image
        ? t('signing.field.yours', { field: fieldNameOf(t, field).toLowerCase() })
        : field.type === 'signature'
          ? t('signing.field.sign')
          : t('signing.field.initial');
      return (
        <Action common={common} words={words} onClick={() => actions.sign(field)}>
          {image ? (
            <img className={classes.image} src={image} alt={words} />
          ) : (
            <>
              <IconSignature size={Math.min(18, 14)} />
              {words}
            </>
          )}
        </Action>
      );
    }
    case 'image':
    case 'file': {
      const image = field.type === 'image' ? imageOf(field, packKey) : null;
      const words = image
        ? fieldNameOf(t, field)
        : (field.filename ??
          (field.type === 'image' ? t('signing.field.addImage') : t('signing.field.attachFile')));
      return (
        <Action common={common} words={words} onClick={() => actions.attach(field)}>
          {image ? (
            <img className={classes.image} src={image} alt={words} />
          ) : (
            <>
              {field.type === 'image' ? <IconPhoto size={14} /> : <IconPaperclip size={14} />}
              {words}
            </>
          )}
        </Action>
      );
    }
    default:
      return <span className={classes.value}>{field.data}</span>;
  }
};

/**
 * WCAG 2.5.3 (label in name): a button's name starts with the field's label and also holds the
 * words it shows ('Signature, required: Sign'), so a voice user can say what they see.
 */
const nameWithWords = (label: string, words: string): string => {
  const plain = (text: string) =>
    ` ${text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()} `;
  return plain(label).includes(plain(words)) ? label : `${label}: ${words}`;
};

const Action = ({
  common,
  words,
  onClick,
  children,
}: {
  common: Record<string, unknown>;
  words: string;
  onClick: () => void;
  children: ReactNode;
}) => (
  <button
    {...common}
    aria-label={nameWithWords(String(common['aria-label']), words)}
    type="button"
    className={classes.action}
    onClick={onClick}
  >
    {children}
  </button>
);
