import { acceptedBefore } from './mail-acceptance-journal.ts';
import type { OutgoingMail } from './outgoing-mail.ts';
import { SmtpThread } from './smtp-thread-transport.ts';

/** Where mails go: an SMTP server, or nowhere but the local outbox (no SMTP_URL). */
export type MailTransport =
  | {
      kind: 'smtp';
      send: (mail: OutgoingMail) => Promise<void>;
      /** Whether the server accepted this Message-ID already (the threads' journal). */
      acceptedBefore: (messageId: string) => Promise<boolean>;
      close: () => void;
    }
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

/**
 * Threads that encode and send mails. Encoding (MIME, quoted-printable) is ~2 ms of CPU per
 * signing request, more than everything else the outbox does: on one thread a bulk send's mails
 * went no faster than that thread, while the other core waited. Two threads, each sending the
 * mails given to it, reached 0.89–0.97 of plain nodemailer's rate where one reached 0.76–0.79
 * (bench/mail.bench.ts, 2 cores; ADR 0038).
 */
export const SMTP_THREADS = 2;

/**
 * The URL each thread's pool uses: the connections SMTP_URL allows (maxConnections) shared
 * among the threads, so the server never holds more open than the provider was told it would.
 */
export const threadUrls = (smtpUrl: string, threads = SMTP_THREADS): string[] => {
  const url = new URL(smtpUrlWithOptions(smtpUrl));
  const connections = Math.max(1, Number(url.searchParams.get('maxConnections')) || 1);
  const count = Math.min(threads, connections);
  return Array.from({ length: count }, (_, i) => {
    const share = Math.floor(connections / count) + (i < connections % count ? 1 : 0);
    url.searchParams.set('maxConnections', String(share));
    return url.toString();
  });
};

/** `journal`: the file the threads write accepted Message-IDs to (mail-acceptance-journal.ts). */
export const createMailTransport = (
  smtpUrl: string | undefined,
  journal?: string,
): MailTransport => {
  if (!smtpUrl) return { kind: 'outbox' };
  const threads = threadUrls(smtpUrl).map((url) => new SmtpThread(url, journal));
  // In turn: mails cost about the same to encode, so each thread gets the same share of the CPU.
  // (Giving each mail to the thread with the fewest in progress measured slower: 0.76–0.84.)
  let turn = 0;
  return {
    kind: 'smtp',
    send: (mail) => threads[turn++ % threads.length]!.send(mail),
    acceptedBefore: async (messageId) =>
      journal !== undefined && (await acceptedBefore(journal, messageId)),
    close: () => threads.forEach((t) => t.close()),
  };
};
