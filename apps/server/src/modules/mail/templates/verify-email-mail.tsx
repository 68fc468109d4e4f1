import { Text } from '@react-email/text';
import { DEFAULT_LOCALE, EMAIL_VERIFICATION_TTL_HOURS, type Locale } from '@quire/domain';
import { mailT } from '../i18n/mail-i18n.ts';
import { MailLayout } from './mail-layout.tsx';

export type VerifyEmailMailProps = { fullName: string; verifyUrl: string; locale?: Locale };

export const verifyEmailSubject = (locale: Locale = DEFAULT_LOCALE): string =>
  mailT(locale)('account.verify.subject');

export const VerifyEmailMail = ({
  fullName,
  verifyUrl,
  locale = DEFAULT_LOCALE,
}: VerifyEmailMailProps) => {
  const t = mailT(locale);
  return (
    <MailLayout
      preview={t('account.verify.preview')}
      heading={t('account.verify.heading')}
      action={{ label: t('account.verify.button'), url: verifyUrl }}
      footer={t('account.verify.footer')}
      locale={locale}
    >
      <Text>{t('account.verify.greeting', { name: fullName })}</Text>
      <Text>{t('account.verify.body', { hours: EMAIL_VERIFICATION_TTL_HOURS })}</Text>
    </MailLayout>
  );
};
