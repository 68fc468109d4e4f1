import { z } from 'zod';
import { isSignerUserEmail } from './audit-identity.ts';
import { maskEmail, maskMobile } from './contact-mask.ts';

/**
 * What the public verify page answers about a PDF or a SHA-256 (issue 15), and the rules that
 * decide it. The answer names the pack, when it completed and who signed, masked, with how each
 * was identified; nothing else of the pack (no field values, no addresses, no content).
 */

export const VERIFY_MESSAGES = {
  /** §8, the verification upload. */
  uploadFailed: 'Failed to upload document.',
  unchanged: 'Sealed by Quire and unchanged since it was sealed.',
  changed: 'Sealed by Quire, but changed after sealing.',
  notQuire: 'This is not a document sealed by Quire here.',
  hashUnknown: 'No document sealed by Quire here has this SHA-256.',
  invalidSha256: 'A SHA-256 is 64 hexadecimal characters.',
  notAPdf: 'This file is not a PDF.',
  linkUnknown: 'This verification link is not valid.',
  otherPack: 'This PDF is not the document this verification link is for.',
  checking: 'Checking the document…',
} as const;

/** Per address: the checks a person makes by hand, far below what a script hammering it wants. */
export const VERIFY_RATE_LIMIT = { limit: 30, windowSeconds: 600 } as const;

export const sha256Schema = z
  .string()
  .trim()
  .transform((v) => v.toLowerCase())
  .pipe(z.string().regex(/^[0-9a-f]{64}$/, VERIFY_MESSAGES.invalidSha256));

export const VERDICTS = ['unchanged', 'changed', 'not_quire'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** What changed after sealing: bytes added as a later revision, or signed bytes altered. */
export type VerificationChange = 'later_revision' | 'broken_signature';

export const CHANGE_LABELS: Record<VerificationChange, string> = {
  later_revision:
    'A later revision was added after the seal (the file was edited and saved again).',
  broken_signature: 'Bytes covered by the seal were altered: the seal signature no longer matches.',
};

/** How the file relates to a final Quire recorded. */
export type FinalMatch =
  | { kind: 'exact' }
  | { kind: 'prefix' } // the recorded final, then more bytes
  | { kind: 'same_seal'; appended: boolean } // the recorded final's seal, different signed bytes
  | { kind: 'none' };

export const verdictOf = (
  match: FinalMatch,
  sealValid: boolean | null,
): { verdict: Verdict; changes: VerificationChange[] } => {
  switch (match.kind) {
    case 'exact':
      // The very bytes Quire stored: a seal that fails here is Quire's own fault, never the file's.
      return { verdict: 'unchanged', changes: [] };
    case 'prefix':
      return {
        verdict: 'changed',
        changes: sealValid === false ? ['later_revision', 'broken_signature'] : ['later_revision'],
      };
    case 'same_seal':
      return {
        verdict: 'changed',
        changes: match.appended ? ['later_revision', 'broken_signature'] : ['broken_signature'],
      };
    case 'none':
      return { verdict: 'not_quire', changes: [] };
  }
};

export const verdictMessage = (verdict: Verdict): string =>
  verdict === 'unchanged'
    ? VERIFY_MESSAGES.unchanged
    : verdict === 'changed'
      ? VERIFY_MESSAGES.changed
      : VERIFY_MESSAGES.notQuire;

/** How a signer was identified, in the words the page shows. */
export type Identification = 'account' | 'email_link' | 'sms_link' | 'one_time_code' | 'in_person';

export const IDENTIFICATION_LABELS: Record<Identification, string> = {
  account: 'Signed in to a Quire account',
  email_link: 'Email link',
  sms_link: 'Link by text message',
  one_time_code: 'One-time code',
  in_person: 'In person',
};

const CODE_CHANNEL_NAMES: Record<string, string> = {
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  voice: 'voice call',
  email: 'email',
};

export type VerificationSigner = {
  name: string;
  email: string | null;
  mobile_number: string | null;
  primary_communication_channel: string;
  signed_in_presence: boolean;
  date_signed: Date | null;
  /** The address of the user who signed: a signer user (a link) or a person's own account. */
  user_email: string | null;
  /** Channels of the one-time codes this signer confirmed (audit 'code_verified'). */
  code_channels: readonly string[];
};

export type PublicSigner = {
  name: string;
  email: string | null;
  mobile: string | null;
  signed_at: string | null;
  identified_by: string[];
};

/** A signer as the public page shows them: masked contacts, how they were identified. */
export const publicSigner = (s: VerificationSigner): PublicSigner => {
  const byAccount = s.user_email !== null && !isSignerUserEmail(s.user_email);
  const identified: string[] = [
    IDENTIFICATION_LABELS[
      byAccount
        ? 'account'
        : s.primary_communication_channel === 'email'
          ? 'email_link'
          : 'sms_link'
    ],
  ];
  for (const channel of new Set(s.code_channels))
    identified.push(
      `${IDENTIFICATION_LABELS.one_time_code} by ${CODE_CHANNEL_NAMES[channel] ?? channel}`,
    );
  if (s.signed_in_presence) identified.push(IDENTIFICATION_LABELS.in_person);
  return {
    name: s.name,
    email: s.email ? maskEmail(s.email) : null,
    mobile: s.mobile_number ? maskMobile(s.mobile_number) : null,
    signed_at: s.date_signed?.toISOString() ?? null,
    identified_by: identified,
  };
};

export type PublicPackSummary = {
  verification_id: string | null;
  name: string;
  completed_at: string | null;
  signers: PublicSigner[];
};

export type SealCheck = {
  valid: boolean;
  signed_by: string | null;
  timestamp: { valid: boolean; time: string | null } | null;
};

/** The whole answer of a check: the leak test lists exactly these properties. */
export type VerificationAnswer = {
  verdict: Verdict;
  message: string;
  changes: VerificationChange[];
  sha256: string;
  pack: PublicPackSummary | null;
  seal: SealCheck | null;
};
