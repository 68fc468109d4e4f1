import { z } from 'zod';
import type { MappedPackValues } from './mapped-values.ts';

/**
 * Reusable form links (/form/{key}) and template links (/document_from_template/{key}), issue 14:
 * the words a visitor and an owner read, the limits against abuse, and how a link's query
 * parameters become a new pack's values.
 */
export const FORM_LINK_MESSAGES = {
  /** Unknown, turned off, replaced, or its template no longer usable as a form: one answer. */
  unavailable: 'This form is no longer available. Please ask the sender for a new link.',
  linkUpdated: 'Form link updated.',
  linkReplaced: 'The form link has been replaced. The old link no longer works.',
  nameRequired: 'Please enter your name.',
  emailInvalid: 'Please enter a valid email address.',
  mobileRequired: 'Please enter your mobile number.',
} as const;

/**
 * Packs a public form may make. Per address: a person filling a few forms an hour passes, a
 * script does not. Per link: caps what a leaked link can cost its owner in an hour.
 */
export const FORM_LINK_RATE_LIMITS = {
  perIp: { limit: 10, windowSeconds: 3600 },
  perLink: { limit: 100, windowSeconds: 3600 },
} as const;

export const formLinkPath = (key: string): string => `/form/${encodeURIComponent(key)}`;
export const documentFromTemplatePath = (templateKey: string): string =>
  `/document_from_template/${encodeURIComponent(templateKey)}`;

/** What the visitor gives: their own details as the template's first signer. */
export const formSubmissionSchema = z.object({
  signatory: z.object({
    name: z.string().trim().min(1, FORM_LINK_MESSAGES.nameRequired).max(200),
    email: z
      .string()
      .trim()
      .max(254)
      .refine((v) => v === '' || z.email().safeParse(v).success, FORM_LINK_MESSAGES.emailInvalid)
      .optional(),
    mobile_number: z.string().trim().max(40).optional(),
  }),
});
export type FormSubmission = z.infer<typeof formSubmissionSchema>;

/** The public description of a form: enough to fill it, nothing of the owner's beyond names. */
export type PublicForm = {
  key: string;
  document_name: string;
  /** The workspace the form comes from, so the visitor knows who asks. */
  sender_name: string;
  signer: {
    role: string;
    email_is_optional: boolean;
    /** The template's channel for this signer needs a mobile number. */
    mobile_required: boolean;
  };
  /** Who signs after the visitor, as the template names them. */
  other_signers: { role: string; name: string }[];
};

export type FormLinkDto = {
  key: string;
  url: string;
  enabled: boolean;
  uses: number;
  date_created: string;
};

/** GET …/template_link_details: the template's two links and what its query parameters can set. */
export type TemplateLinkDetails = {
  document_name: string;
  can_be_used_as_form: boolean;
  form_link: FormLinkDto | null;
  document_from_template_url: string;
  roles: string[];
  custom_ids: string[];
};

/**
 * Query parameters of /document_from_template/{key} (and accepted the same way on /form/{key}):
 * `document_name`, `subject`, `message`; `signer.<role>.name|email|mobile_number` for a signer
 * by the template's role; `field.<custom_id>` for a field by its field name. Like DocuSign's
 * PowerForm parameters, but named after Quire's own concepts.
 */
export const TEMPLATE_LINK_PARAM = {
  signer: 'signer.',
  field: 'field.',
  wording: ['document_name', 'subject', 'message'] as const,
  personParts: ['name', 'email', 'mobile_number'] as const,
  /** More than this many parameters, or longer values, are ignored, not stored. */
  maxParams: 200,
  maxValueLength: 5000,
};

export type TemplateLinkParams = Record<string, string | string[] | undefined>;

/** A link's query parameters as the server parses them (a repeated name is a list). */
export const templateLinkParamsSchema = z.record(
  z.string().max(300),
  z.union([z.string(), z.array(z.string()).max(20)]),
);
export const formLinkSwitchSchema = z.object({ enabled: z.boolean() });

/** What a link's parameters set, and the parameters that set nothing (typos, unknown names). */
export type TemplateLinkValues = { values: MappedPackValues; ignored: string[] };

type PersonPart = (typeof TEMPLATE_LINK_PARAM.personParts)[number];

const isPersonPart = (s: string): s is PersonPart =>
  (TEMPLATE_LINK_PARAM.personParts as readonly string[]).includes(s);

/**
 * Reads a link's query parameters against the template's roles and field names. A repeated
 * parameter takes its last value (what a person editing a URL by hand means). Unknown roles and
 * field names are listed in `ignored`, so the page can say so rather than silently drop them.
 */
export const templateLinkValues = (
  params: TemplateLinkParams,
  template: { roles: readonly string[]; customIds: readonly string[] },
): TemplateLinkValues => {
  const values: MappedPackValues = { data_fields: {}, signatories: {}, cc_recipients: {} };
  const ignored: string[] = [];
  const entries = Object.entries(params).slice(0, TEMPLATE_LINK_PARAM.maxParams);
  for (const [name, raw] of entries) {
    const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
    if (value === undefined || value.length > TEMPLATE_LINK_PARAM.maxValueLength) {
      ignored.push(name);
      continue;
    }
    if ((TEMPLATE_LINK_PARAM.wording as readonly string[]).includes(name)) {
      values[name as (typeof TEMPLATE_LINK_PARAM.wording)[number]] = value;
    } else if (name.startsWith(TEMPLATE_LINK_PARAM.field)) {
      const customId = name.slice(TEMPLATE_LINK_PARAM.field.length);
      if (template.customIds.includes(customId)) values.data_fields[customId] = value;
      else ignored.push(name);
    } else if (name.startsWith(TEMPLATE_LINK_PARAM.signer)) {
      const rest = name.slice(TEMPLATE_LINK_PARAM.signer.length);
      const dot = rest.lastIndexOf('.');
      const role = rest.slice(0, dot);
      const part = rest.slice(dot + 1);
      if (dot > 0 && isPersonPart(part) && template.roles.includes(role))
        (values.signatories[role] ??= {})[part] = value;
      else ignored.push(name);
    } else ignored.push(name);
  }
  return { values, ignored };
};

/** An example link for the details modal: the first role's details and the first field. */
export const exampleTemplateLinkQuery = (
  roles: readonly string[],
  customIds: readonly string[],
) => {
  const q = new URLSearchParams();
  const role = roles[0];
  if (role) {
    q.set(`${TEMPLATE_LINK_PARAM.signer}${role}.name`, 'Jane Doe');
    q.set(`${TEMPLATE_LINK_PARAM.signer}${role}.email`, 'jane@example.com');
  }
  const field = customIds[0];
  if (field) q.set(`${TEMPLATE_LINK_PARAM.field}${field}`, 'value');
  return q.toString();
};
