import { Text } from '@react-email/text';
import { DEFAULT_LOCALE, INVITATION_TTL_DAYS, type Locale } from '@quire/domain';
import { mailT } from '../i18n/mail-i18n.ts';
import { MailLayout, type MailTheme } from './mail-layout.tsx';

export type WorkspaceInvitationMailProps = {
  fullName: string;
  inviterName: string;
  accountName: string;
  joinUrl: string;
  theme?: MailTheme;
  locale?: Locale;
};

export const workspaceInvitationSubject = (
  inviterName: string,
  accountName: string,
  locale: Locale = DEFAULT_LOCALE,
) => mailT(locale)('account.invitation.subject', { inviter: inviterName, workspace: accountName });

/**
 * The invitation of issue 11, in the workspace's default theme. Following its link proves the
 * mailbox, which is what turns the invited membership into a usable one (ADR 0026).
 */
export const WorkspaceInvitationMail = ({
  fullName,
  inviterName,
  accountName,
  joinUrl,
  theme,
  locale = DEFAULT_LOCALE,
}: WorkspaceInvitationMailProps) => {
  const t = mailT(locale);
  const names = { workspace: accountName, inviter: inviterName };
  return (
    <MailLayout
      preview={t('account.invitation.preview', names)}
      heading={t('account.invitation.heading', names)}
      action={{ label: t('account.invitation.button'), url: joinUrl }}
      footer={t('account.invitation.footer', { days: INVITATION_TTL_DAYS })}
      locale={locale}
      {...(theme ? { theme } : {})}
    >
      <Text>
        {t('account.invitation.greeting', { name: fullName || t('account.invitation.there') })}
      </Text>
      <Text>{t('account.invitation.body', names)}</Text>
    </MailLayout>
  );
};
