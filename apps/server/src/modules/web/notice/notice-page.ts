import { acceptLanguageTags, negotiateLocale, type Locale } from '@quire/domain';
import type { FastifyRequest } from 'fastify';
import { NOTICE_WORDS, type Notice } from './notice-words.ts';

type NoticeKey = Exclude<keyof (typeof NOTICE_WORDS)['en'], 'goToQuire'>;

/** The language of a page the server renders: the browser's first that Quire speaks. */
export const pageLocale = (request: FastifyRequest): Locale =>
  negotiateLocale(acceptLanguageTags(request.headers['accept-language']));

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A page the server renders itself instead of the web app (a signing or final-copy link that no
 * longer opens, an embedding refused): one look for all, in the reader's language, readable on a
 * phone. `withLink` adds the way on to Quire's login.
 */
export const noticePage = (
  locale: Locale,
  key: NoticeKey,
  { withLink = false }: { withLink?: boolean } = {},
): string => {
  const words = NOTICE_WORDS[locale];
  const { heading, paragraphs }: Notice = words[key];
  const link = withLink ? `\n<p><a href="/#login">${escape(words.goToQuire)}</a></p>` : '';
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(heading)} · Quire</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1f2933}
main{max-width:480px;margin:12vh auto;padding:32px;background:#fff;border-radius:8px}
@media (max-width:520px){main{margin:24px 12px;padding:24px}}
h1{font-size:22px;margin-top:0}a{color:#1D4898}
</style></head><body><main role="main">
<h1>${escape(heading)}</h1>
${paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}${link}
</main></body></html>`;
};
