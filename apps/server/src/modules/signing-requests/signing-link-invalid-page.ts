import { SIGNING_REQUEST_MESSAGES } from '@quire/domain';

/** What a browser shows for a signing link that no longer works: the reason, and a way on. */
export const signingLinkInvalidPage = (): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Signing link not valid · Quire</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1f2933}
main{max-width:480px;margin:12vh auto;padding:32px;background:#fff;border-radius:8px}
h1{font-size:22px;margin-top:0}a{color:#1D4898}
</style></head><body><main role="main">
<h1>This link does not work any more</h1>
<p>${SIGNING_REQUEST_MESSAGES.linkInvalid}</p>
<p>A signing link stops working once the document is signed, declined or withdrawn, or when it expires.</p>
<p><a href="/#login">Go to Quire</a></p>
</main></body></html>`;
