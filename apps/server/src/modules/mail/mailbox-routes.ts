import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import { textMessagesSection } from '../text-messages/text-messages-section.ts';
import { listMailAttachments } from './mail-attachments.ts';
import { findMail, listMails, type MailRow } from './mail-repository.ts';
import { mailList, mailRow, mailView, mailboxPage } from './mailbox-page.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Only a request from this machine itself may read the outbox, and only when it is the outbox:
 * with SMTP_URL set, mails leave and the page does not exist. A proxied request (which arrives
 * from loopback on behalf of someone else) is refused too.
 */
const isLocalRequest = (request: FastifyRequest): boolean =>
  LOOPBACK.has(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'];

const mailSummary = (m: MailRow) => ({
  key: m.key,
  kind: m.kind,
  to: m.to_address,
  subject: m.subject,
  status: m.status,
  date_created: m.date_created.toISOString(),
  links: [...new Set([...m.text.matchAll(/https?:\/\/[^\s\])>]+/g)].map((x) => x[0]))],
  attachments: m.attachments.map((a, index) => ({
    filename: a.filename,
    content_type: a.content_type,
    url: `/mailbox/${m.key}/attachments/${index}`,
  })),
});

const NOT_FOUND = 'Not found.';
const mailKeyParams = z.object({ key: z.string().min(1).max(100) });

export const mailboxRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.addHook('onRequest', async (request) => {
    if (ctx.mailTransport.kind !== 'outbox' || !isLocalRequest(request)) throw notFound(NOT_FOUND);
  });

  app.get('/mailbox.json', async () => ({
    success: true,
    mails: (await listMails(ctx.db, 100)).map(mailSummary),
  }));

  app.get('/mailbox', async (_request, reply) => {
    const mails = await listMails(ctx.db, 100);
    const rows = await Promise.all(
      mails.map(async (m) => mailRow(m, await listMailAttachments(ctx.db, m))),
    );
    const body =
      `<h1>Local mailbox</h1><p class="muted">Quire has no SMTP_URL, so mails stay here instead of being sent. ` +
      `Only this computer can see this page.</p>` +
      mailList(rows) +
      (await textMessagesSection(ctx.db));
    return reply.type('text/html; charset=utf-8').send(mailboxPage('Local mailbox · Quire', body));
  });

  app.get('/mailbox/:key', { schema: { params: mailKeyParams } }, async (request, reply) => {
    const mail = await findMail(ctx.db, request.params.key);
    if (!mail) throw notFound(NOT_FOUND);
    const files = await listMailAttachments(ctx.db, mail);
    return reply
      .type('text/html; charset=utf-8')
      .send(mailboxPage(`${mail.subject} · Local mailbox`, mailView(mail, files)));
  });

  app.get(
    '/mailbox/:key/attachments/:index',
    { schema: { params: mailKeyParams.extend({ index: z.coerce.number().int().min(0) }) } },
    async (request, reply) => {
      const mail = await findMail(ctx.db, request.params.key);
      if (!mail) throw notFound(NOT_FOUND);
      const file = (await listMailAttachments(ctx.db, mail))[request.params.index];
      if (!file?.object_key) throw notFound(NOT_FOUND);
      const ascii = file.filename.replace(/[^\x20-\x7E]|["\\]/g, '_');
      return reply
        .header('content-type', file.content_type)
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(await ctx.blobStore.get(file.object_key));
    },
  );
};
