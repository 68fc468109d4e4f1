import { FORM_LINK_MESSAGES as M, formSubmissionSchema, type PublicForm } from '@quire/domain';

/** The form's own checks before it asks the server, in the server's words. */
export const formDetailsErrors = (
  form: Pick<PublicForm, 'signer'>,
  values: { name: string; email: string; mobile_number: string },
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
  return errors;
};
