import { Text } from '@react-email/components';
import { INVITATION_TTL_DAYS } from '@quire/domain';
import { MailLayout, type MailTheme } from './mail-layout.tsx';

export type WorkspaceInvitationMailProps = {
  fullName: string;
  inviterName: string;
  accountName: string;
  joinUrl: string;
  theme?: MailTheme;
};

export const workspaceInvitationSubject = (inviterName: string, accountName: string) =>
  `${inviterName} invited you to join ${accountName} on Quire`;

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
}: WorkspaceInvitationMailProps) => (
  <MailLayout
    preview={`Join ${accountName} on Quire`}
    heading={`Join ${accountName}`}
    action={{ label: 'Accept the invitation', url: joinUrl }}
    footer={`This invitation is personal to you and works for ${INVITATION_TTL_DAYS} days. If you did not expect it, you can ignore this mail.`}
    {...(theme ? { theme } : {})}
  >
    <Text>Hi {fullName || 'there'},</Text>
    <Text>
      {inviterName} has invited you to the {accountName} workspace on Quire, where the team
      prepares, sends and signs documents together.
    </Text>
  </MailLayout>
);
