import { Text } from '@react-email/components';
import { EMAIL_VERIFICATION_TTL_HOURS } from '@quire/domain';
import { MailLayout } from './mail-layout.tsx';

export type VerifyEmailMailProps = { fullName: string; verifyUrl: string };

export const verifyEmailSubject = 'Verify your email address for Quire';

export const VerifyEmailMail = ({ fullName, verifyUrl }: VerifyEmailMailProps) => (
  <MailLayout
    preview="Confirm your email address to finish setting up Quire"
    heading="Verify your email address"
    action={{ label: 'Verify email address', url: verifyUrl }}
    footer="If you did not sign up for Quire, you can ignore this mail."
  >
    <Text>Hi {fullName},</Text>
    <Text>
      Thanks for signing up. Please confirm that this is your email address. The link works for{' '}
      {EMAIL_VERIFICATION_TTL_HOURS} hours.
    </Text>
  </MailLayout>
);
