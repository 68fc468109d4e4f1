import { PUBLIC_API_MESSAGES } from '@quire/domain';
import { badRequest } from '../../lib/app-error.ts';

/** The raw PDF of an upload (the application/pdf parser gives a Buffer; anything else is refused). */
export const requirePdfBody = (body: unknown): Buffer => {
  if (!Buffer.isBuffer(body) || body.length === 0)
    throw badRequest(PUBLIC_API_MESSAGES.pdfRequired);
  return body;
};
