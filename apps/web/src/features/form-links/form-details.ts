import { FORM_LINK_MESSAGES as M, formSubmissionSchema, type PublicForm } from '@quire/domain';
import type { TFunction } from 'i18next';
import { serverText } from '../../i18n/server-text.ts';

/** The domain's messages the form's own checks give, by their catalogue key. */
const KEYS = {
  [M.nameRequired]: 'formLinks.errors.nameRequired',
  [M.emailInvalid]: 'formLinks.errors.emailInvalid',
  [M.mobileRequired]: 'formLinks.errors.mobileRequired',
} as const;

const isKnown = (message: string): message is keyof typeof KEYS => message in KEYS;

/**
 * The form's own checks before it asks the server, in the server's words (the reader's language
 * where the catalogue has them).
 */
export const formDetailsErrors = (
  form: Pick<PublicForm, 'signer'>,
  values: { name: string; email: string; mobile_number: string },
  t: TFunction,
): Record<string, string> => {
  const errors: Record<string, string> = {};
  const parsed = formSubmissionSchema.safeParse({
    signatory: { name: values.name, email: values.email },
  });
  for (const issue of parsed.error?.issues ?? [])
    errors[String(issue.path[issue.path.length - 1])] = issue.message;
  if (!errors.email && !form.signer.email_is_optional && !values.email.trim())
    errors.email = M.emailInvalid;
  if (form.signer.mobile_required && !values.mobile_number.trim())
    errors.mobile_number = M.mobileRequired;
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      isKnown(message) ? t(KEYS[message]) : serverText(message),
    ]),
  );
};
