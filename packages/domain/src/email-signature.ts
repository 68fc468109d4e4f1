import { z } from 'zod';

/** §3 email_signature, in the order the block prints them. */
export const EMAIL_SIGNATURE_FIELDS = [
  'full_name',
  'job_title',
  'credentials',
  'mobile_number',
  'office_number',
  'address_line_1',
  'address_line_2',
] as const;

export type EmailSignatureField = (typeof EMAIL_SIGNATURE_FIELDS)[number];
export type EmailSignature = Record<EmailSignatureField, string>;

export const EMAIL_SIGNATURE_MAX_LENGTH = 120;

export const EMAIL_SIGNATURE_LABELS: Record<EmailSignatureField, string> = {
  full_name: 'Full name',
  job_title: 'Job title',
  credentials: 'Credentials',
  mobile_number: 'Mobile number',
  office_number: 'Office number',
  address_line_1: 'Address line 1',
  address_line_2: 'Address line 2',
};

export const EMAIL_SIGNATURE_MESSAGES = {
  saved: 'Email signature saved',
  tooLong: `Each line of the email signature may be at most ${EMAIL_SIGNATURE_MAX_LENGTH} characters`,
  oneLine: 'Each line of the email signature must fit on one line',
  phone: 'Phone numbers may contain only digits, spaces and + ( ) - .',
} as const;

const line = z
  .string()
  .max(EMAIL_SIGNATURE_MAX_LENGTH, EMAIL_SIGNATURE_MESSAGES.tooLong)
  .refine((s) => ![...s].some((c) => c.charCodeAt(0) < 32), EMAIL_SIGNATURE_MESSAGES.oneLine)
  .transform((s) => s.trim());

const phone = line.refine((s) => /^[0-9+()\-. ]*$/.test(s), EMAIL_SIGNATURE_MESSAGES.phone);

/** Every field optional on the way in (a form may send only what it shows); blank means unset. */
export const emailSignatureSchema = z.object({
  full_name: line.optional(),
  job_title: line.optional(),
  credentials: line.optional(),
  mobile_number: phone.optional(),
  office_number: phone.optional(),
  address_line_1: line.optional(),
  address_line_2: line.optional(),
});

export type EmailSignatureInput = z.input<typeof emailSignatureSchema>;

/** A stored signature with every field present (blank when unset), whatever was stored before. */
export const normaliseEmailSignature = (
  stored: Partial<Record<string, unknown>> | null | undefined,
): EmailSignature =>
  Object.fromEntries(
    EMAIL_SIGNATURE_FIELDS.map((f) => {
      const v = stored?.[f];
      return [f, typeof v === 'string' ? v.trim() : ''];
    }),
  ) as EmailSignature;

export const isEmailSignatureEmpty = (s: EmailSignature): boolean =>
  EMAIL_SIGNATURE_FIELDS.every((f) => s[f] === '');

/**
 * The lines of the block a mail prints: the name with credentials ("Dana Reed, CPA"), the job
 * title, the phone numbers labelled, then the address. Empty lines are left out.
 */
export const emailSignatureLines = (s: EmailSignature): string[] => {
  const name = [s.full_name, s.credentials].filter(Boolean).join(', ');
  return [
    name,
    s.job_title,
    s.mobile_number && `Mobile: ${s.mobile_number}`,
    s.office_number && `Office: ${s.office_number}`,
    s.address_line_1,
    s.address_line_2,
  ].filter((l): l is string => Boolean(l));
};
