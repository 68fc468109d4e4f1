import { Text } from '@react-email/components';
import { MailLayout } from './mail-layout.tsx';

export type AccountExistsMailProps = { fullName: string; loginUrl: string; resetUrl: string };

export const accountExistsSubject = 'You already have a Quire account';

/**
 * Sent instead of a second verification mail when someone signs up with an address that already
 * has an account: the sign-up answer stays the same, so it reveals nothing about who is registered.
 */
export const AccountExistsMail = ({ fullName, loginUrl, resetUrl }: AccountExistsMailProps) => (
  <MailLayout
    preview="Someone tried to sign up with your email address"
    heading="You already have an account"
    action={{ label: 'Log in to Quire', url: loginUrl }}
    footer="If this was not you, no action is needed: nobody can use your account without your password."
  >
    <Text>Hi {fullName},</Text>
    <Text>
      Someone, probably you, tried to sign up for Quire with this email address. You already have an
      account. If you have forgotten your password you can reset it here: {resetUrl}
    </Text>
  </MailLayout>
);
