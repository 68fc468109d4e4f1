import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { DEFAULT_LOCALE, SIGNING_TOKEN_TTL_DAYS, type Locale } from '@quire/domain';
import { mailDateTime, mailT } from '../i18n/mail-i18n.ts';
import {
  DEFAULT_MAIL_THEME,
  MailButton,
  MailCard,
  MailFrame,
  type MailTheme,
} from './mail-layout.tsx';
import { EmailSignatureBlock } from './email-signature-block.tsx';

export type SignatureRequestMailProps = {
  signerName: string;
  senderName: string;
  documentName: string;
  /** The pack's own message (§3 message), shown as the sender wrote it. */
  message: string | null;
  signingUrl: string;
  /** The document's branding theme, when it has one. */
  theme?: MailTheme;
  /** The sender's email signature lines (§3 email_signature), when they have set one. */
  senderSignature?: readonly string[];
  /** A notification rule's reminder of a request not yet signed (issue 16). */
  reminder?: boolean;
  /** The pack's signing deadline, when it has one: the signer is told the link stops then. */
  deadline?: Date | null;
  /** The signer's language (signatories.locale; English until they chose or visited). */
  locale?: Locale;
};

/** The reminder's subject: the request's own, marked as a reminder. */
export const reminderSubject = (requestSubject: string, locale: Locale = DEFAULT_LOCALE): string =>
  mailT(locale)('request.reminderSubject', { subject: requestSubject });

/** The pack's subject (§3 subject) when it has one, else a sentence naming sender and document. */
export const signatureRequestSubject = (
  subject: string | null,
  senderName: string,
  documentName: string,
  locale: Locale = DEFAULT_LOCALE,
): string =>
  subject?.trim()
    ? subject.trim()
    : mailT(locale)('request.subject', { sender: senderName, document: documentName });

/** The signature request of issue 5: who asks, what to sign, their note, one big button. */
export const SignatureRequestMail = ({
  signerName,
  senderName,
  documentName,
  message,
  signingUrl,
  theme = DEFAULT_MAIL_THEME,
  senderSignature = [],
  reminder = false,
  deadline = null,
  locale = DEFAULT_LOCALE,
}: SignatureRequestMailProps) => {
  const t = mailT(locale);
  const names = { sender: senderName, document: documentName };
  return (
    <MailFrame
      preview={reminder ? t('request.reminderPreview', names) : t('request.preview', names)}
      heading={reminder ? t('request.reminderHeading', names) : t('request.heading', names)}
      theme={theme}
      locale={locale}
      footer={t('request.footer', { days: SIGNING_TOKEN_TTL_DAYS })}
    >
      <Text style={{ color: theme.textColour, fontSize: 15 }}>
        {t('request.greeting', { name: signerName || t('request.there') })}
      </Text>
      <MailCard label={t('request.document')}>
        <Text style={{ fontSize: 17, fontWeight: 600, color: theme.textColour, margin: '4px 0 0' }}>
          {documentName}
        </Text>
      </MailCard>
      {message?.trim() && (
        <Section style={{ borderLeft: `4px solid ${theme.buttonColour}`, paddingLeft: 16 }}>
          <Text style={{ fontSize: 13, color: '#7b8794', margin: 0 }}>
            {t('request.messageFrom', names)}
          </Text>
          <Text style={{ color: theme.textColour, fontSize: 15, whiteSpace: 'pre-line' }}>
            {message.trim()}
          </Text>
        </Section>
      )}
      {deadline && (
        <Text style={{ color: theme.textColour, fontSize: 15, fontWeight: 600 }}>
          {t('request.deadline', { deadline: mailDateTime(locale, deadline) })}
        </Text>
      )}
      <MailButton href={signingUrl} theme={theme}>
        {t('request.button')}
      </MailButton>
      <Text style={{ fontSize: 13, color: '#52606d' }}>
        {t('frame.buttonFallback')}{' '}
        <Link href={signingUrl} style={{ color: theme.buttonColour, wordBreak: 'break-all' }}>
          {signingUrl}
        </Link>
      </Text>
      <EmailSignatureBlock lines={senderSignature} theme={theme} />
    </MailFrame>
  );
};
