import { formatSize, type ListedAttachment } from './mail-attachments.ts';
import type { MailRow } from './mail-repository.ts';

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** In the local mailbox a mail's links open in this window rather than a new tab or the frame. */
export const withTopTarget = (html: string) => {
  const links = html.replace(/\starget="_blank"/g, ' target="_top"');
  return /<head[^>]*>/i.test(links)
    ? links.replace(/<head[^>]*>/i, (h) => `${h}<base target="_top">`)
    : `<base target="_top">${links}`;
};

const when = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

/**
 * On a phone every table row becomes a card of stacked cells, so neither the mails nor the text
 * messages (text-messages-section.ts) need a sideways scroll; long links wrap.
 */
const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1f2933}
main{max-width:880px;margin:0 auto;padding:24px}
h1{font-size:22px}h2{font-size:18px;margin-top:32px}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:8px;overflow:hidden}
td,th{padding:10px 12px;border-bottom:1px solid #e4e7eb;text-align:left;font-size:14px;vertical-align:top;overflow-wrap:anywhere}
a{color:#1D4898}.muted{color:#7b8794;font-size:13px}
iframe{display:block;width:100%;height:70vh;border:1px solid #e4e7eb;background:#fff;border-radius:8px}
ul.files{list-style:none;margin:6px 0 0;padding:0}ul.files li{font-size:13px;margin:2px 0}
.files-box{background:#fff;border:1px solid #e4e7eb;border-radius:8px;padding:10px 12px;margin:0 0 12px}
@media (max-width:640px){
main{padding:16px 12px}
table,tbody,tr,td{display:block;width:auto}
thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
tr{border-bottom:1px solid #e4e7eb;padding:8px 0}
td{border:0;padding:2px 12px}
iframe{height:75vh}
}`;

export const mailboxPage = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

/** Drawn, not an emoji: the machines that read this page need not have an emoji font. */
const PAPERCLIP =
  '<svg aria-hidden="true" width="13" height="13" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" style="vertical-align:-2px;color:#7b8794"><path d="M15 7l-6.5 6.5a1.5 1.5 0 0 0 3 3L18 10a3 3 0 0 0-6-6l-6.5 6.5a4.5 4.5 0 0 0 9 9L21 13"/></svg>';

const attachmentList = (mailKey: string, files: readonly ListedAttachment[]) =>
  files.length === 0
    ? ''
    : `<ul class="files" aria-label="Attachments">${files
        .map(
          (f) =>
            `<li>${PAPERCLIP} <a href="/mailbox/${mailKey}/attachments/${f.index}" download>${escapeHtml(f.filename)}</a>` +
            ` <span class="muted">${f.size_bytes === null ? 'file missing' : formatSize(f.size_bytes)}</span></li>`,
        )
        .join('')}</ul>`;

/** One row of the list: subject (and its attachments), recipient, date. */
export const mailRow = (m: MailRow, files: readonly ListedAttachment[]) =>
  `<tr><td><a href="/mailbox/${m.key}">${escapeHtml(m.subject)}</a>${attachmentList(m.key, files)}</td>` +
  `<td>${escapeHtml(m.to_address)}</td><td class="muted">${when(m.date_created)}</td></tr>`;

export const mailList = (rows: string[]) =>
  rows.length
    ? `<table><thead><tr><th>Subject</th><th>To</th><th>Created</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
    : '<p>No mails yet.</p>';

/** One mail: who it went to, its attachments, and its body in a sandboxed frame. */
export const mailView = (mail: MailRow, files: readonly ListedAttachment[]) =>
  `<p><a href="/mailbox">← All mails</a></p><h1>${escapeHtml(mail.subject)}</h1>` +
  `<p class="muted">To ${escapeHtml(mail.to_address)} · ${when(mail.date_created)}</p>` +
  (files.length
    ? `<div class="files-box"><strong>${files.length === 1 ? '1 attachment' : `${files.length} attachments`}</strong>${attachmentList(mail.key, files)}</div>`
    : '') +
  `<iframe title="Mail content" sandbox="allow-popups allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(withTopTarget(mail.html))}"></iframe>`;
