import type { z } from 'zod';
import { FIELD_MESSAGES } from '@quire/domain';
import { badRequest } from '../../lib/app-error.ts';

/**
 * Validates a body after the access check, so that a user who may not see the document is told
 * it does not exist whatever they send. The first issue's own message, or a generic one.
 */
export const parseInput = <S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> => {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  const own =
    first?.message &&
    !first.message.startsWith('Invalid') &&
    !first.message.startsWith('Too') &&
    !first.message.startsWith('Unrecognized');
  throw badRequest(own ? first.message : FIELD_MESSAGES.invalidField);
};
