import type { ReactElement } from 'react';
import { render } from '@react-email/render';

export type RenderedMail = { subject: string; html: string; text: string };

/** Renders a mail once, at enqueue time: the outbox then holds exactly what was (or will be) sent. */
export const renderMail = async (
  subject: string,
  element: ReactElement,
): Promise<RenderedMail> => ({
  subject,
  html: await render(element),
  text: await render(element, { plainText: true }),
});
