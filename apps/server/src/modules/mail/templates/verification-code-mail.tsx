import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { DEFAULT_LOCALE, VERIFICATION_CODE_TTL_MS, type Locale } from '@quire/domain';
import { mailT } from '../i18n/mail-i18n.ts';
import { DEFAULT_MAIL_THEME, MailFrame, type MailTheme } from './mail-layout.tsx';

export type VerificationCodeMailProps = {
  signerName: string;
  documentName: string;
  code: string;
  /** The pack's branding theme, when it has one. */
  theme?: MailTheme;
  /** The signer's language (signatories.locale). */
  locale?: Locale;
};

/** The code mail's subject in the signer's language. */
export const verificationCodeSubject = (locale: Locale = DEFAULT_LOCALE): string =>
  mailT(locale)('code.subject');

/** A signer's one-time code (§7 generate_new_verification_otp), large and easy to copy. */
export const VerificationCodeMail = ({
  signerName,
  documentName,
  code,
  theme = DEFAULT_MAIL_THEME,
  locale = DEFAULT_LOCALE,
}: VerificationCodeMailProps) => {
  const t = mailT(locale);
  return (
    <MailFrame
      preview={t('code.preview', { code })}
      heading={t('code.heading')}
      theme={theme}
      locale={locale}
      footer={t('code.footer')}
    >
      <Section style={{ color: theme.textColour, fontSize: 15, lineHeight: '24px' }}>
        <Text>{t('code.greeting', { name: signerName })}</Text>
        <Text>{t('code.enter', { document: documentName })}</Text>
        <Text
          style={{
            fontSize: 32,
            fontWeight: 700,
            letterSpacing: 8,
            fontFamily: 'Menlo, Consolas, monospace',
            margin: '16px 0',
          }}
        >
          {code}
        </Text>
        <Text>{t('code.validity', { minutes: VERIFICATION_CODE_TTL_MS / 60_000 })}</Text>
      </Section>
    </MailFrame>
  );
};
