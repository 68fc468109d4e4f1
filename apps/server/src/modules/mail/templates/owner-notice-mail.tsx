import { Text } from '@react-email/text';
import { DEFAULT_LOCALE, type Locale, type OWNER_NOTICE_TEXT } from '@quire/domain';
import { mailT } from '../i18n/mail-i18n.ts';
import { DEFAULT_MAIL_THEME, MailButton, MailFrame, type MailTheme } from './mail-layout.tsx';

/** What a notice is about: one of OWNER_NOTICE_TEXT's events, the pack and, when one, the signer. */
export type OwnerNoticeEvent = keyof typeof OWNER_NOTICE_TEXT;
export type OwnerNoticeFacts = { event: OwnerNoticeEvent; document: string; signer?: string };

/** The notice's sentence (the mail's subject and preview) in the owner's language. */
export const ownerNoticeSubject = (
  { event, document, signer = '' }: OwnerNoticeFacts,
  locale: Locale = DEFAULT_LOCALE,
): string => mailT(locale)(`owner.notice.text.${event}`, { document, signer });

export type OwnerNoticeMailProps = {
  recipientName: string;
  notice: OwnerNoticeFacts;
  documentUrl: string;
  theme?: MailTheme;
  /** The owner's language (users.locale). */
  locale?: Locale;
};

/**
 * A notification rule's notice to the pack's owner (issue 16): a signer has not signed, a mail
 * or text message could not be delivered, the pack is still in setup, or its deadline passed;
 * then what the owner can do about it.
 */
export const OwnerNoticeMail = ({
  recipientName,
  notice,
  documentUrl,
  theme = DEFAULT_MAIL_THEME,
  locale = DEFAULT_LOCALE,
}: OwnerNoticeMailProps) => {
  const t = mailT(locale);
  const text = { color: theme.textColour, fontSize: 15 };
  const sentence = ownerNoticeSubject(notice, locale);
  return (
    <MailFrame
      preview={sentence}
      heading={t('owner.notice.heading')}
      theme={theme}
      locale={locale}
      footer={t('owner.notice.footer')}
    >
      <Text style={text}>
        {t('owner.notice.greeting', { name: recipientName || t('owner.notice.there') })}
      </Text>
      <Text style={text}>{t('owner.notice.sentence', { notice: sentence })}</Text>
      <Text style={text}>
        {t(`owner.notice.advice.${notice.event}`, { signer: notice.signer })}
      </Text>
      <MailButton href={documentUrl} theme={theme}>
        {t('owner.notice.button')}
      </MailButton>
    </MailFrame>
  );
};
