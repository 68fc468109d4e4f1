import { Text } from '@react-email/components';
import { DEFAULT_MAIL_THEME, MailButton, MailFrame, type MailTheme } from './mail-layout.tsx';

export type OwnerNoticeMailProps = {
  recipientName: string;
  /** What happened, one sentence (OWNER_NOTICE_TEXT of the domain). */
  notice: string;
  /** What the owner can do about it. */
  advice: string;
  documentUrl: string;
  theme?: MailTheme;
};

/**
 * A notification rule's notice to the pack's owner (issue 16): a signer has not signed, a mail
 * or text message could not be delivered, the pack is still in setup, or its deadline passed.
 */
export const OwnerNoticeMail = ({
  recipientName,
  notice,
  advice,
  documentUrl,
  theme = DEFAULT_MAIL_THEME,
}: OwnerNoticeMailProps) => {
  const text = { color: theme.textColour, fontSize: 15 };
  return (
    <MailFrame
      preview={notice}
      heading="Your document needs attention"
      theme={theme}
      footer="You receive this mail because a notification rule of this document asks for it. Change the rules in the document's editor."
    >
      <Text style={text}>Hi {recipientName || 'there'},</Text>
      <Text style={text}>{notice}.</Text>
      <Text style={text}>{advice}</Text>
      <MailButton href={documentUrl} theme={theme}>
        Open the document
      </MailButton>
    </MailFrame>
  );
};
