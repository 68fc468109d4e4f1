import { Text } from '@react-email/text';
import { DEFAULT_LOCALE, type Locale } from '@quire/domain';
import { mailT } from '../i18n/mail-i18n.ts';
import { MailLayout } from './mail-layout.tsx';

export type AccountExistsMailProps = {
  fullName: string;
  loginUrl: string;
  resetUrl: string;
  locale?: Locale;
};

export const accountExistsSubject = (locale: Locale = DEFAULT_LOCALE): string =>
  mailT(locale)('account.exists.subject');

/**
 * Sent instead of a second verification mail when someone signs up with an address that already
 * has an account: the sign-up answer stays the same, so it reveals nothing about who is registered.
 */
export const AccountExistsMail = ({
  fullName,
  loginUrl,
  resetUrl,
  locale = DEFAULT_LOCALE,
}: AccountExistsMailProps) => {
  const t = mailT(locale);
  return (
    <MailLayout
      preview={t('account.exists.preview')}
      heading={t('account.exists.heading')}
      action={{ label: t('account.exists.button'), url: loginUrl }}
      footer={t('account.exists.footer')}
      locale={locale}
    >
      <Text>{t('account.exists.greeting', { name: fullName })}</Text>
      <Text>{t('account.exists.body', { url: resetUrl })}</Text>
    </MailLayout>
  );
};
