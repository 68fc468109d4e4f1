import { Link, Section, Text } from '@react-email/components';
import { SIGNING_TOKEN_TTL_DAYS } from '@quire/domain';
import {
  DEFAULT_MAIL_THEME,
  MailButton,
  MailCard,
  MailFrame,
  type MailTheme,
} from './mail-layout.tsx';
import { EmailSignatureBlock } from './email-signature-block.tsx';

export type SignatureRequestMailProps = {
  signerName: string;
  senderName: string;
  documentName: string;
  /** The pack's own message (§3 message), shown as the sender wrote it. */
  message: string | null;
  signingUrl: string;
  /** The document's branding theme, when it has one. */
  theme?: MailTheme;
  /** The sender's email signature lines (§3 email_signature), when they have set one. */
  senderSignature?: readonly string[];
  /** A notification rule's reminder of a request not yet signed (issue 16). */
  reminder?: boolean;
  /** The pack's signing deadline, when it has one: the signer is told the link stops then. */
  deadline?: Date | null;
};

/** The reminder's subject: the request's own, marked as a reminder. */
export const reminderSubject = (requestSubject: string): string => `Reminder: ${requestSubject}`;

const deadlineText = (deadline: Date): string =>
  `Please sign before ${deadline.toISOString().slice(0, 16).replace('T', ' ')} UTC: the link stops working then.`;

/** The pack's subject (§3 subject) when it has one, else a sentence naming sender and document. */
export const signatureRequestSubject = (
  subject: string | null,
  senderName: string,
  documentName: string,
): string =>
  subject?.trim() ? subject.trim() : `${senderName} has sent you “${documentName}” to sign`;

/** The signature request of issue 5: who asks, what to sign, their note, one big button. */
export const SignatureRequestMail = ({
  signerName,
  senderName,
  documentName,
  message,
  signingUrl,
  theme = DEFAULT_MAIL_THEME,
  senderSignature = [],
  reminder = false,
  deadline = null,
}: SignatureRequestMailProps) => (
  <MailFrame
    preview={
      reminder
        ? `“${documentName}” is still waiting for your signature`
        : `${senderName} has sent you “${documentName}” to review and sign`
    }
    heading={
      reminder
        ? `A reminder: ${senderName} is waiting for your signature`
        : `${senderName} has sent you a document to sign`
    }
    theme={theme}
    footer={`This link is personal to you: please do not forward this mail. It works for ${SIGNING_TOKEN_TTL_DAYS} days, or until the document is signed, declined or withdrawn.`}
  >
    <Text style={{ color: theme.textColour, fontSize: 15 }}>Hi {signerName || 'there'},</Text>
    <MailCard label="Document">
      <Text style={{ fontSize: 17, fontWeight: 600, color: theme.textColour, margin: '4px 0 0' }}>
        {documentName}
      </Text>
    </MailCard>
    {message?.trim() && (
      <Section style={{ borderLeft: `4px solid ${theme.buttonColour}`, paddingLeft: 16 }}>
        <Text style={{ fontSize: 13, color: '#7b8794', margin: 0 }}>Message from {senderName}</Text>
        <Text style={{ color: theme.textColour, fontSize: 15, whiteSpace: 'pre-line' }}>
          {message.trim()}
        </Text>
      </Section>
    )}
    {deadline && (
      <Text style={{ color: theme.textColour, fontSize: 15, fontWeight: 600 }}>
        {deadlineText(deadline)}
      </Text>
    )}
    <MailButton href={signingUrl} theme={theme}>
      Review and sign
    </MailButton>
    <Text style={{ fontSize: 13, color: '#52606d' }}>
      If the button does not work, copy this link into your browser:{' '}
      <Link href={signingUrl} style={{ color: theme.buttonColour, wordBreak: 'break-all' }}>
        {signingUrl}
      </Link>
    </Text>
    <EmailSignatureBlock lines={senderSignature} theme={theme} />
  </MailFrame>
);
