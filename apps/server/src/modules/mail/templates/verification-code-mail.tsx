import { Section, Text } from '@react-email/components';
import { VERIFICATION_CODE_TTL_MS } from '@quire/domain';
import { DEFAULT_MAIL_THEME, MailFrame, type MailTheme } from './mail-layout.tsx';

export type VerificationCodeMailProps = {
  signerName: string;
  documentName: string;
  code: string;
  /** The pack's branding theme, when it has one. */
  theme?: MailTheme;
};

/** A signer's one-time code (§7 generate_new_verification_otp), large and easy to copy. */
export const VerificationCodeMail = ({
  signerName,
  documentName,
  code,
  theme = DEFAULT_MAIL_THEME,
}: VerificationCodeMailProps) => (
  <MailFrame
    preview={`Your verification code is ${code}`}
    heading="Your verification code"
    theme={theme}
    footer="If you did not ask for this code, you can ignore this mail: nothing is signed without it."
  >
    <Section style={{ color: theme.textColour, fontSize: 15, lineHeight: '24px' }}>
      <Text>Hi {signerName},</Text>
      <Text>Enter this code to confirm that it is you signing “{documentName}”:</Text>
      <Text
        style={{
          fontSize: 32,
          fontWeight: 700,
          letterSpacing: 8,
          fontFamily: 'Menlo, Consolas, monospace',
          margin: '16px 0',
        }}
      >
        {code}
      </Text>
      <Text>
        The code works for {VERIFICATION_CODE_TTL_MS / 60_000} minutes. Never share it with anyone.
      </Text>
    </Section>
  </MailFrame>
);
