import { Text } from '@react-email/components';
import { PASSWORD_RESET_TTL_MINUTES } from '@quire/domain';
import { MailLayout } from './mail-layout.tsx';

export type ResetPasswordMailProps = { fullName: string; resetUrl: string };

export const resetPasswordSubject = 'Reset your Quire password';

export const ResetPasswordMail = ({ fullName, resetUrl }: ResetPasswordMailProps) => (
  <MailLayout
    preview="A link to choose a new password"
    heading="Reset your password"
    action={{ label: 'Choose a new password', url: resetUrl }}
    footer="If you did not ask for this, you can ignore this mail: your password stays as it is."
  >
    <Text>Hi {fullName},</Text>
    <Text>
      Someone asked to reset the password of your Quire account. The link works for{' '}
      {PASSWORD_RESET_TTL_MINUTES} minutes and only once.
    </Text>
  </MailLayout>
);
