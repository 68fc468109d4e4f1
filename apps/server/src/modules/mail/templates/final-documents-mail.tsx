import { Text } from '@react-email/text';
import { DEFAULT_LOCALE, type Locale } from '@quire/domain';
import { mailT } from '../i18n/mail-i18n.ts';
import {
  DEFAULT_MAIL_THEME,
  MailButton,
  MailCard,
  MailFrame,
  type MailTheme,
} from './mail-layout.tsx';
import { EmailSignatureBlock } from './email-signature-block.tsx';

export type FinalDocumentsMailProps = {
  recipientName: string;
  documentName: string;
  /** The children's names, in order (the files attached when attachments are on). */
  fileNames: string[];
  attached: boolean;
  documentUrl: string;
  /** Set when documentUrl is a final-copy link (ADR 0015): the date it stops working. */
  linkValidUntil?: string;
  theme?: MailTheme;
  /** The pack sender's email signature lines, for mails to signers and copy recipients. */
  senderSignature?: readonly string[];
  /** The recipient's language (a signer's signatories.locale, the creator's users.locale). */
  locale?: Locale;
};

export const finalDocumentsSubject = (documentName: string, locale: Locale = DEFAULT_LOCALE) =>
  mailT(locale)('final.subject', { document: documentName });

/** The final documents of a completed pack (issue 5), sent to signatories and copy recipients. */
export const FinalDocumentsMail = ({
  recipientName,
  documentName,
  fileNames,
  attached,
  documentUrl,
  linkValidUntil,
  theme = DEFAULT_MAIL_THEME,
  senderSignature = [],
  locale = DEFAULT_LOCALE,
}: FinalDocumentsMailProps) => {
  const t = mailT(locale);
  return (
    <MailFrame
      preview={t('final.subject', { document: documentName })}
      heading={t('final.heading')}
      theme={theme}
      locale={locale}
      footer={attached ? t('final.footerAttached') : t('final.footer')}
    >
      <Text style={{ color: theme.textColour, fontSize: 15 }}>
        {t('final.greeting', { name: recipientName || t('final.there') })}
      </Text>
      <Text style={{ color: theme.textColour, fontSize: 15 }}>
        {t('final.completed', { document: documentName })}{' '}
        {attached ? t('final.attachedText') : t('final.readyText')}
      </Text>
      <MailCard label={attached ? t('final.attached') : t('final.documents')}>
        {fileNames.map((name) => (
          <Text key={name} style={{ fontSize: 15, color: theme.textColour, margin: '4px 0 0' }}>
            {name}
          </Text>
        ))}
      </MailCard>
      <MailButton href={documentUrl} theme={theme}>
        {linkValidUntil ? t('final.view') : t('final.open')}
      </MailButton>
      {linkValidUntil && (
        <Text style={{ color: theme.textColour, fontSize: 13, textAlign: 'center' }}>
          {t('final.linkValid', { date: linkValidUntil })}
        </Text>
      )}
      <EmailSignatureBlock lines={senderSignature} theme={theme} />
    </MailFrame>
  );
};
