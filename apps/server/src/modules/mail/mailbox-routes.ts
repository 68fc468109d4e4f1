import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import { textMessagesSection } from '../text-messages/text-messages-section.ts';
import { findMail, listMails, type MailRow } from './mail-repository.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Only a request from this machine itself may read the outbox, and only when it is the outbox:
 * with SMTP_URL set, mails leave and the page does not exist. A proxied request (which arrives
 * from loopback on behalf of someone else) is refused too.
 */
const isLocalRequest = (request: FastifyRequest): boolean =>
  LOOPBACK.has(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'];

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** In the local mailbox a mail's links open in this window rather than a new tab or the frame. */
const withTopTarget = (html: string) => {
  const links = html.replace(/\starget="_blank"/g, ' target="_top"');
  return /<head[^>]*>/i.test(links)
    ? links.replace(/<head[^>]*>/i, (h) => `${h}<base target="_top">`)
    : `<base target="_top">${links}`;
};

const mailSummary = (m: MailRow) => ({
  key: m.key,
  kind: m.kind,
  to: m.to_address,
  subject: m.subject,
  status: m.status,
  date_created: m.date_created.toISOString(),
  links: [...new Set([...m.text.matchAll(/https?:\/\/[^\s\])>]+/g)].map((x) => x[0]))],
});

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1f2933}
main{max-width:880px;margin:0 auto;padding:24px}
h1{font-size:22px}table{width:100%;border-collapse:collapse;background:#fff;border-radius:8px;overflow:hidden}
td,th{padding:10px 12px;border-bottom:1px solid #e4e7eb;text-align:left;font-size:14px;vertical-align:top}
a{color:#1D4898}.muted{color:#7b8794;font-size:13px}iframe{width:100%;height:70vh;border:1px solid #e4e7eb;background:#fff;border-radius:8px}
</style></head><body><main>${body}</main></body></html>`;

export const mailboxRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.addHook('onRequest', async (request) => {
    if (ctx.mailTransport.kind !== 'outbox' || !isLocalRequest(request))
      throw notFound('Not found.');
  });

  app.get('/mailbox.json', async () => ({
    success: true,
    mails: (await listMails(ctx.db, 100)).map(mailSummary),
  }));

  app.get('/mailbox', async (_request, reply) => {
    const mails = await listMails(ctx.db, 100);
    const rows = mails
      .map(
        (m) =>
          `<tr><td><a href="/mailbox/${m.key}">${escapeHtml(m.subject)}</a></td><td>${escapeHtml(m.to_address)}</td>` +
          `<td class="muted">${m.date_created.toISOString().replace('T', ' ').slice(0, 19)} UTC</td></tr>`,
      )
      .join('');
    const body =
      `<h1>Local mailbox</h1><p class="muted">Quire has no SMTP_URL, so mails stay here instead of being sent. ` +
      `Only this computer can see this page.</p>` +
      (mails.length
        ? `<table><thead><tr><th>Subject</th><th>To</th><th>Created</th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p>No mails yet.</p>') +
      (await textMessagesSection(ctx.db));
    return reply.type('text/html; charset=utf-8').send(page('Local mailbox · Quire', body));
  });

  app.get(
    '/mailbox/:key',
    { schema: { params: z.object({ key: z.string().min(1).max(100) }) } },
    async (request, reply) => {
      const mail = await findMail(ctx.db, request.params.key);
      if (!mail) throw notFound('Not found.');
      const body =
        `<p><a href="/mailbox">← All mails</a></p><h1>${escapeHtml(mail.subject)}</h1>` +
        `<p class="muted">To ${escapeHtml(mail.to_address)} · ${mail.date_created.toISOString()}</p>` +
        `<iframe title="Mail content" sandbox="allow-popups allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(withTopTarget(mail.html))}"></iframe>`;
      return reply
        .type('text/html; charset=utf-8')
        .send(page(`${mail.subject} · Local mailbox`, body));
    },
  );
};
