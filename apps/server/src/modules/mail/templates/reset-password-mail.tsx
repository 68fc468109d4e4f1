import { Text } from '@react-email/text';
import { DEFAULT_LOCALE, PASSWORD_RESET_TTL_MINUTES, type Locale } from '@quire/domain';
import { mailT } from '../i18n/mail-i18n.ts';
import { MailLayout } from './mail-layout.tsx';

export type ResetPasswordMailProps = { fullName: string; resetUrl: string; locale?: Locale };

export const resetPasswordSubject = (locale: Locale = DEFAULT_LOCALE): string =>
  mailT(locale)('account.reset.subject');

export const ResetPasswordMail = ({
  fullName,
  resetUrl,
  locale = DEFAULT_LOCALE,
}: ResetPasswordMailProps) => {
  const t = mailT(locale);
  return (
    <MailLayout
      preview={t('account.reset.preview')}
      heading={t('account.reset.heading')}
      action={{ label: t('account.reset.button'), url: resetUrl }}
      footer={t('account.reset.footer')}
      locale={locale}
    >
      <Text>{t('account.reset.greeting', { name: fullName })}</Text>
      <Text>{t('account.reset.body', { minutes: PASSWORD_RESET_TTL_MINUTES })}</Text>
    </MailLayout>
  );
};
