import nodemailer, { type Transporter } from 'nodemailer';

export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

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

export const createMailTransport = (smtpUrl: string | undefined): MailTransport => {
  if (!smtpUrl) return { kind: 'outbox' };
  const transporter: Transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_OPTIONS });
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
};
