import { FINAL_COPY_MESSAGES } from '@quire/domain';

/**
 * What a browser shows for a final-copy link that does not open (ADR 0015): 410 for one that
 * expired or was withdrawn, 404 for one that never existed. Same look as the signing-link page.
 */
export const finalCopyLinkPage = (status: 404 | 410): string => {
  const heading = status === 410 ? 'This link has expired' : 'This link does not work';
  const text = status === 410 ? FINAL_COPY_MESSAGES.linkExpired : FINAL_COPY_MESSAGES.linkUnknown;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${heading} · Quire</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1f2933}
main{max-width:480px;margin:12vh auto;padding:32px;background:#fff;border-radius:8px}
@media (max-width:520px){main{margin:24px 12px;padding:24px}}
h1{font-size:22px;margin-top:0}a{color:#1D4898}
</style></head><body><main role="main">
<h1>${heading}</h1>
<p>${text}</p>
<p>A link to a signed document works for a limited time after everyone has signed, and stops when the sender withdraws the document.</p>
<p><a href="/#login">Go to Quire</a></p>
</main></body></html>`;
};
