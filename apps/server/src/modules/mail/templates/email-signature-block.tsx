import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { DEFAULT_MAIL_THEME, type MailTheme } from './mail-layout.tsx';

/**
 * The sender's email signature (§3 email_signature) at the foot of a mail they cause. The lines
 * are text children, so React escapes whatever the sender typed: no markup gets through.
 */
export const EmailSignatureBlock = ({
  lines,
  theme = DEFAULT_MAIL_THEME,
}: {
  lines: readonly string[];
  theme?: MailTheme;
}) =>
  lines.length === 0 ? null : (
    <Section
      data-email-signature=""
      style={{ borderTop: '1px solid #e4e7eb', marginTop: 24, paddingTop: 12 }}
    >
      {lines.map((line, i) => (
        <Text
          key={i}
          style={{
            margin: 0,
            fontSize: i === 0 ? 14 : 13,
            lineHeight: '20px',
            fontWeight: i === 0 ? 600 : 400,
            color: i === 0 ? theme.textColour : '#52606d',
          }}
        >
          {line}
        </Text>
      ))}
    </Section>
  );
