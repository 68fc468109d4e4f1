import { Text } from '@react-email/components';
import {
  DEFAULT_MAIL_THEME,
  MailButton,
  MailCard,
  MailFrame,
  type MailTheme,
} from './mail-layout.tsx';
import { EmailSignatureBlock } from './email-signature-block.tsx';

export type FinalDocumentsMailProps = {
  recipientName: string;
  documentName: string;
  /** The children's names, in order (the files attached when attachments are on). */
  fileNames: string[];
  attached: boolean;
  documentUrl: string;
  /** Set when documentUrl is a final-copy link (ADR 0015): the date it stops working. */
  linkValidUntil?: string;
  theme?: MailTheme;
  /** The pack sender's email signature lines, for mails to signers and copy recipients. */
  senderSignature?: readonly string[];
};

export const finalDocumentsSubject = (documentName: string): string =>
  `“${documentName}” is complete`;

/** The final documents of a completed pack (issue 5), sent to signatories and copy recipients. */
export const FinalDocumentsMail = ({
  recipientName,
  documentName,
  fileNames,
  attached,
  documentUrl,
  linkValidUntil,
  theme = DEFAULT_MAIL_THEME,
  senderSignature = [],
}: FinalDocumentsMailProps) => (
  <MailFrame
    preview={`“${documentName}” is complete`}
    heading="The document is complete"
    theme={theme}
    footer={`${attached ? 'The attached PDF' : 'The PDF'} carries a digital seal: any change to the file makes the seal invalid.`}
  >
    <Text style={{ color: theme.textColour, fontSize: 15 }}>Hi {recipientName || 'there'},</Text>
    <Text style={{ color: theme.textColour, fontSize: 15 }}>
      Everyone has completed “{documentName}”.{' '}
      {attached
        ? 'The final, sealed documents are attached to this mail.'
        : 'The final, sealed documents are ready in Quire.'}
    </Text>
    <MailCard label={attached ? 'Attached' : 'Documents'}>
      {fileNames.map((name) => (
        <Text key={name} style={{ fontSize: 15, color: theme.textColour, margin: '4px 0 0' }}>
          {name}
        </Text>
      ))}
    </MailCard>
    <MailButton href={documentUrl} theme={theme}>
      {linkValidUntil ? 'View and download' : 'Open in Quire'}
    </MailButton>
    {linkValidUntil && (
      <Text style={{ color: theme.textColour, fontSize: 13, textAlign: 'center' }}>
        No account needed: the link opens the signed document and works until {linkValidUntil}.
      </Text>
    )}
    <EmailSignatureBlock lines={senderSignature} theme={theme} />
  </MailFrame>
);
