import { SIGNING_EXPIRY_MESSAGES, SIGNING_REQUEST_MESSAGES } from '@quire/domain';

/**
 * What a browser shows for a signing link that no longer works: the reason, and a way on. A link
 * stopped by the pack's signing deadline says so (issue 16); any other refusal reads the same.
 */
export const signingLinkInvalidPage = (reason: 'invalid' | 'expired' = 'invalid'): string =>
  reason === 'expired'
    ? page(
        'The signing deadline has passed',
        SIGNING_EXPIRY_MESSAGES.expired,
        'Nothing was signed after the deadline. The sender can set a later one and send you the link again.',
      )
    : page(
        'This link does not work any more',
        SIGNING_REQUEST_MESSAGES.linkInvalid,
        'A signing link stops working once the document is signed, declined or withdrawn, or when it expires.',
      );

const page = (heading: string, message: string, explanation: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${heading} · Quire</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1f2933}
main{max-width:480px;margin:12vh auto;padding:32px;background:#fff;border-radius:8px}
h1{font-size:22px;margin-top:0}a{color:#1D4898}
</style></head><body><main role="main">
<h1>${heading}</h1>
<p>${message}</p>
<p>${explanation}</p>
<p><a href="/#login">Go to Quire</a></p>
</main></body></html>`;
