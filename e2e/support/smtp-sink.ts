import { expect } from '@playwright/test';

export const SMTP_SINK_HTTP = `http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT ?? 3292}`;

type Mail = { to: string[]; raw: string };

/** Quoted-printable, as nodemailer writes HTML parts: soft breaks, then =XX bytes (UTF-8). */
const decodeQuotedPrintable = (text: string): string => {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
};

const mailsTo = async (address: string): Promise<string[]> => {
  const response = await fetch(`${SMTP_SINK_HTTP}/mails`);
  const mails = (await response.json()) as Mail[];
  return mails
    .filter((m) => m.to.includes(address.toLowerCase()))
    .map((m) => decodeQuotedPrintable(m.raw));
};

/** Waits for the n-th mail to `address` that contains `needle`, and answers it decoded. */
export const waitForMail = async (address: string, needle: string | RegExp, nth = 1) => {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const matching = (await mailsTo(address)).filter((m) =>
          typeof needle === 'string' ? m.includes(needle) : needle.test(m),
        );
        found = matching[nth - 1];
        return Boolean(found);
      },
      { timeout: 30_000, message: `a mail to ${address} with ${String(needle)}` },
    )
    .toBe(true);
  return found!;
};

/** The signing link in a signature request (the switch_user URL with its token). */
export const signingLinkIn = (mail: string): string => {
  const link = /https?:\/\/[^\s"'<>]+\/switch_user\/[^\s"'<>]+/.exec(mail)?.[0];
  if (!link) throw new Error('no signing link in the mail');
  return link.replace(/&amp;/g, '&');
};

/** The one-time code in a verification mail ('Your verification code is 123456'). */
export const verificationCodeIn = (mail: string): string => {
  const code = /verification code is (\d{4,8})/.exec(mail)?.[1];
  if (!code) throw new Error('no verification code in the mail');
  return code;
};
