import { lookup } from 'node:dns/promises';
import {
  WEBHOOK_MESSAGES,
  addressKind,
  isWebhookAddressAllowed,
  webhookAddressRefusal,
  webhookUrlProblem,
} from '@quire/domain';

/** Where a webhook goes: its URL and the one address it will connect to. */
export type WebhookTarget = { url: URL; address: string; family: 4 | 6 };

export type TargetCheck = { ok: true; target: WebhookTarget } | { ok: false; reason: string };

/**
 * Resolves a webhook URL and judges every address the name has (issue 14 SSRF safety): one
 * refused address refuses the URL, so a name that answers a public and a private address
 * cannot be used to reach the private one. The request then connects to the address judged
 * here (webhook-send.ts), never resolving again, so a name cannot change in between
 * (DNS rebinding). Called at save and again before every attempt.
 */
export const checkWebhookTarget = async (
  text: string,
  allowLoopback: boolean,
): Promise<TargetCheck> => {
  const problem = webhookUrlProblem(text, allowLoopback);
  if (problem) return { ok: false, reason: problem };
  const url = new URL(text);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let answers: { address: string; family: number }[];
  try {
    answers = addressKind(host)
      ? [{ address: host, family: host.includes(':') ? 6 : 4 }]
      : await lookup(host, { all: true, verbatim: true });
  } catch {
    return { ok: false, reason: WEBHOOK_MESSAGES.hostNotFound };
  }
  if (answers.length === 0) return { ok: false, reason: WEBHOOK_MESSAGES.hostNotFound };
  for (const { address } of answers) {
    const kind = addressKind(address) ?? 'reserved';
    if (!isWebhookAddressAllowed(kind, allowLoopback))
      return { ok: false, reason: webhookAddressRefusal(address, kind) };
  }
  const first = answers[0]!;
  return { ok: true, target: { url, address: first.address, family: first.family === 6 ? 6 : 4 } };
};
