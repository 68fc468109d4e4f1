import { serverText } from '../../i18n/server-text.ts';

/** One message per form field, as the domain's zod schemas report them. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/**
 * The first issue of each top-level field wins: one message at a time is easier to act on. Each
 * in the reader's language (the schemas' words are domain messages).
 */
export const fieldErrorsOf = <Field extends string>(
  issues: readonly Issue[],
): FieldErrors<Field> => {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && errors[field] === undefined)
      errors[field] = serverText(issue.message);
  }
  return errors as FieldErrors<Field>;
};

export const hasErrors = (errors: Partial<Record<string, string | undefined>>): boolean =>
  Object.values(errors).some((message) => message !== undefined);
