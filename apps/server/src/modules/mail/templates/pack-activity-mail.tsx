import { Text } from '@react-email/text';
import { DEFAULT_LOCALE, type Locale } from '@quire/domain';
import { mailT, type MailT } from '../i18n/mail-i18n.ts';
import {
  DEFAULT_MAIL_THEME,
  MailButton,
  MailCard,
  MailFrame,
  type MailTheme,
} from './mail-layout.tsx';

/** What a signer did that the pack's owner hears of by mail (issue 10). */
export type PackActivity =
  | { kind: 'viewed' }
  | { kind: 'signed' }
  /** `documentName` is set when one document of the pack was declined, not the whole pack. */
  | { kind: 'declined'; reason: string; documentName: string | null };

export type PackActivityMailProps = {
  recipientName: string;
  packName: string;
  signer: { name: string; contact: string | null };
  activity: PackActivity;
  /** How many of the pack's signers have signed, counting this one. */
  progress: { signed: number; total: number };
  documentUrl: string;
  theme?: MailTheme;
  /** The owner's language (users.locale). */
  locale?: Locale;
};

export const packActivitySubject = (
  signerName: string,
  packName: string,
  a: PackActivity,
  locale: Locale = DEFAULT_LOCALE,
) => mailT(locale)(`owner.activity.subject.${a.kind}`, { signer: signerName, pack: packName });

const progressLine = (t: MailT, { signed, total }: PackActivityMailProps['progress']) =>
  signed >= total
    ? t('owner.activity.allSigned')
    : t('owner.activity.progress', { signed, count: total });

const whatHappened = (t: MailT, p: PackActivityMailProps): string => {
  const names = { signer: p.signer.name, pack: p.packName };
  const a = p.activity;
  if (a.kind === 'viewed') return t('owner.activity.viewed', names);
  if (a.kind === 'signed')
    return t('owner.activity.signed', { ...names, progress: progressLine(t, p.progress) });
  return a.documentName
    ? t('owner.activity.declinedOne', { ...names, document: a.documentName })
    : t('owner.activity.declinedPack', names);
};

/**
 * The owner's mail about one signer's act on their pack: opened, signed or declined, who did it,
 * the reason of a refusal, and a button to the pack.
 */
export const PackActivityMail = (props: PackActivityMailProps) => {
  const { recipientName, packName, signer, activity, documentUrl } = props;
  const locale = props.locale ?? DEFAULT_LOCALE;
  const t = mailT(locale);
  const theme = props.theme ?? DEFAULT_MAIL_THEME;
  const text = { color: theme.textColour, fontSize: 15 };
  const line = { fontSize: 15, color: theme.textColour, margin: '4px 0 0' };
  return (
    <MailFrame
      preview={packActivitySubject(signer.name, packName, activity, locale)}
      heading={t(`owner.activity.heading.${activity.kind}`)}
      theme={theme}
      locale={locale}
      footer={t('owner.activity.footer')}
    >
      <Text style={text}>
        {t('owner.activity.greeting', { name: recipientName || t('owner.activity.there') })}
      </Text>
      <Text style={text}>{whatHappened(t, props)}</Text>
      <MailCard label={t('owner.activity.signer')}>
        <Text style={line}>{signer.name}</Text>
        {signer.contact && signer.contact !== signer.name && (
          <Text style={{ ...line, color: '#52606d' }}>{signer.contact}</Text>
        )}
      </MailCard>
      {activity.kind === 'declined' && (
        <MailCard label={t('owner.activity.reason')}>
          <Text style={line}>{activity.reason}</Text>
        </MailCard>
      )}
      <MailButton href={documentUrl} theme={theme}>
        {t('owner.activity.button')}
      </MailButton>
    </MailFrame>
  );
};
