import { Text } from '@react-email/text';
import { DEFAULT_LOCALE, type Locale } from '@quire/domain';
import { mailT } from '../i18n/mail-i18n.ts';
import { MailLayout, type MailTheme } from './mail-layout.tsx';

export type AddedToWorkspaceMailProps = {
  fullName: string;
  inviterName: string;
  accountName: string;
  workspaceUrl: string;
  theme?: MailTheme;
  locale?: Locale;
};

export const addedToWorkspaceSubject = (accountName: string, locale: Locale = DEFAULT_LOCALE) =>
  mailT(locale)('account.added.subject', { workspace: accountName });

/** Tells someone who already has a Quire account that an admin added them to a workspace. */
export const AddedToWorkspaceMail = ({
  fullName,
  inviterName,
  accountName,
  workspaceUrl,
  theme,
  locale = DEFAULT_LOCALE,
}: AddedToWorkspaceMailProps) => {
  const t = mailT(locale);
  const names = { workspace: accountName, inviter: inviterName };
  return (
    <MailLayout
      preview={t('account.added.subject', names)}
      heading={t('account.added.heading', names)}
      action={{ label: t('account.added.button', names), url: workspaceUrl }}
      locale={locale}
      {...(theme ? { theme } : {})}
    >
      <Text>{t('account.added.greeting', { name: fullName })}</Text>
      <Text>{t('account.added.body', names)}</Text>
    </MailLayout>
  );
};
