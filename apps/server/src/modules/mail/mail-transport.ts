import type { OutgoingMail } from './outgoing-mail.ts';
import { SmtpThread } from './smtp-thread-transport.ts';

/** Where mails go: an SMTP server, or nowhere but the local outbox (no SMTP_URL). */
export type MailTransport =
  | { kind: 'smtp'; send: (mail: OutgoingMail) => Promise<void>; close: () => void }
  | { kind: 'outbox' };

/**
 * A pool of SMTP connections kept open across jobs: a connection (greeting, EHLO, perhaps TLS and
 * AUTH) per mail cost more than the mail itself. nodemailer's pool sizes: 5 connections at
 * most, each reopened after 100 mails, as most providers allow.
 */
export const SMTP_OPTIONS = {
  pool: true,
  maxConnections: 5,
  maxMessages: 100,
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 30_000,
} as const;

/**
 * SMTP_URL with SMTP_OPTIONS added as query settings, where it does not set them itself. Given an
 * object with `url`, nodemailer (7 and 10) reads the URL alone and drops every other option: the pool and
 * the timeouts were silently ignored, and each mail opened a connection of its own.
 */
export const smtpUrlWithOptions = (smtpUrl: string): string => {
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries(SMTP_OPTIONS))
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(value));
  return url.toString();
};

export const createMailTransport = (smtpUrl: string | undefined): MailTransport => {
  if (!smtpUrl) return { kind: 'outbox' };
  const thread = new SmtpThread(smtpUrlWithOptions(smtpUrl));
  return { kind: 'smtp', send: (mail) => thread.send(mail), close: () => thread.close() };
};
