import { Text } from '@react-email/components';
import {
  DEFAULT_MAIL_THEME,
  MailButton,
  MailCard,
  MailFrame,
  type MailTheme,
} from './mail-layout.tsx';

/** What a signer did that the pack's owner hears of by mail (issue 10). */
export type PackActivity =
  | { kind: 'viewed' }
  | { kind: 'signed' }
  /** `documentName` is set when one document of the pack was declined, not the whole pack. */
  | { kind: 'declined'; reason: string; documentName: string | null };

export type PackActivityMailProps = {
  recipientName: string;
  packName: string;
  signer: { name: string; contact: string | null };
  activity: PackActivity;
  /** How many of the pack's signers have signed, counting this one. */
  progress: { signed: number; total: number };
  documentUrl: string;
  theme?: MailTheme;
};

export const packActivitySubject = (signerName: string, packName: string, a: PackActivity) =>
  ({
    viewed: `${signerName} opened “${packName}”`,
    signed: `${signerName} signed “${packName}”`,
    declined: `${signerName} declined to sign “${packName}”`,
  })[a.kind];

const HEADINGS: Record<PackActivity['kind'], string> = {
  viewed: 'A signer opened your document',
  signed: 'A signer signed',
  declined: 'A signer declined',
};

const progressLine = ({ signed, total }: PackActivityMailProps['progress']) =>
  signed >= total
    ? 'Every signer has now signed.'
    : `${signed} of ${total} signers have signed so far.`;

const whatHappened = (p: PackActivityMailProps): string => {
  const who = p.signer.name;
  const a = p.activity;
  if (a.kind === 'viewed') return `${who} opened “${p.packName}” for the first time.`;
  if (a.kind === 'signed') return `${who} signed “${p.packName}”. ${progressLine(p.progress)}`;
  return a.documentName
    ? `${who} declined “${a.documentName}”, one of the documents of “${p.packName}”.`
    : `${who} declined to sign “${p.packName}”. It can no longer be signed; open it to see what happened and send a corrected version.`;
};

/**
 * The owner's mail about one signer's act on their pack: opened, signed or declined, who did it,
 * the reason of a refusal, and a button to the pack.
 */
export const PackActivityMail = (props: PackActivityMailProps) => {
  const { recipientName, packName, signer, activity, documentUrl } = props;
  const theme = props.theme ?? DEFAULT_MAIL_THEME;
  const text = { color: theme.textColour, fontSize: 15 };
  const line = { fontSize: 15, color: theme.textColour, margin: '4px 0 0' };
  return (
    <MailFrame
      preview={packActivitySubject(signer.name, packName, activity)}
      heading={HEADINGS[activity.kind]}
      theme={theme}
      footer="You receive this mail because you sent this document. Choose which mails you get under Email notifications in your user menu."
    >
      <Text style={text}>Hi {recipientName || 'there'},</Text>
      <Text style={text}>{whatHappened(props)}</Text>
      <MailCard label="Signer">
        <Text style={line}>{signer.name}</Text>
        {signer.contact && signer.contact !== signer.name && (
          <Text style={{ ...line, color: '#52606d' }}>{signer.contact}</Text>
        )}
      </MailCard>
      {activity.kind === 'declined' && (
        <MailCard label="Reason given">
          <Text style={line}>{activity.reason}</Text>
        </MailCard>
      )}
      <MailButton href={documentUrl} theme={theme}>
        View the document
      </MailButton>
    </MailFrame>
  );
};
