import type { Db } from '../../db/database.ts';
import { listTextMessages } from './text-message-repository.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Links in a message body made clickable (the signing links of signature requests). */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** The outbox's SMS, WhatsApp and voice messages, as a section of the local /mailbox page. */
export const textMessagesSection = async (db: Db): Promise<string> => {
  const messages = await listTextMessages(db, 100);
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.channel)}</td><td>${escapeHtml(m.to_number)}</td><td>${linkify(m.body)}</td>` +
        `<td class="muted">${escapeHtml(m.status)} · ${m.date_created.toISOString().replace('T', ' ').slice(0, 19)} UTC</td></tr>`,
    )
    .join('');
  return (
    `<h2>Text messages</h2><p class="muted">SMS, WhatsApp and voice messages kept here while no SMS_PROVIDER is set.</p>` +
    (messages.length
      ? `<table><thead><tr><th>Channel</th><th>To</th><th>Message</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>No text messages yet.</p>')
  );
};
