import { Text } from '@react-email/components';
import { MailLayout, type MailTheme } from './mail-layout.tsx';

export type AddedToWorkspaceMailProps = {
  fullName: string;
  inviterName: string;
  accountName: string;
  workspaceUrl: string;
  theme?: MailTheme;
};

export const addedToWorkspaceSubject = (accountName: string) =>
  `You've been added to ${accountName}`;

/** Tells someone who already has a Quire account that an admin added them to a workspace. */
export const AddedToWorkspaceMail = ({
  fullName,
  inviterName,
  accountName,
  workspaceUrl,
  theme,
}: AddedToWorkspaceMailProps) => (
  <MailLayout
    preview={`You've been added to ${accountName}`}
    heading={`You've been added to ${accountName}`}
    action={{ label: `Open ${accountName}`, url: workspaceUrl }}
    {...(theme ? { theme } : {})}
  >
    <Text>Hi {fullName},</Text>
    <Text>
      {inviterName} has added you to the {accountName} workspace. It is now in your workspace
      picker, next to your other workspaces.
    </Text>
  </MailLayout>
);
