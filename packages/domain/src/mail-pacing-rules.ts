/**
 * Per-domain pacing of outgoing mail (MAIL_DOMAIN_RATE). Mail providers throttle or refuse a
 * sender who delivers too much to their users at once, so a 10,000-recipient bulk send must be
 * spread out per recipient domain: "gmail.com=20/s,outlook.com=600/min,*=50/s".
 *
 * A rule for a domain also covers its subdomains and they share its budget (the provider's
 * limit is the provider's, whatever the host part). `*` gives every other domain a budget of its
 * own. Without a matching rule (or without `*`), a domain is not paced.
 */
export type MailRate = { limit: number; windowSeconds: number };
export type MailDomainRates = { domains: ReadonlyMap<string, MailRate>; others?: MailRate };

const UNITS: Record<string, number> = { s: 1, sec: 1, min: 60, m: 60, h: 3600 };
const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const RATE = /^(\d{1,7})\s*\/\s*([a-z]+)$/;

export const MAIL_DOMAIN_RATE_FORMAT =
  'must be domain=count/unit pairs separated by commas, unit s, min or h, "*" for every other domain (for example gmail.com=20/s,*=50/s)';

/** Answers the rates, or null when the text is not in the documented shape. Empty: no pacing. */
export const parseMailDomainRates = (text: string): MailDomainRates | null => {
  const domains = new Map<string, MailRate>();
  let others: MailRate | undefined;
  for (const part of text.split(',').map((p) => p.trim())) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    const name = part.slice(0, eq).trim().toLowerCase();
    const rate = RATE.exec(
      part
        .slice(eq + 1)
        .trim()
        .toLowerCase(),
    );
    const windowSeconds = rate ? UNITS[rate[2]!] : undefined;
    if (!rate || !windowSeconds || Number(rate[1]) < 1) return null;
    const parsed = { limit: Number(rate[1]), windowSeconds };
    if (name === '*') {
      if (others) return null;
      others = parsed;
    } else {
      if (!DOMAIN.test(name) || domains.has(name)) return null;
      domains.set(name, parsed);
    }
  }
  return others ? { domains, others } : { domains };
};

export const hasMailPacing = (rates: MailDomainRates): boolean =>
  rates.domains.size > 0 || rates.others !== undefined;

/** The lower-cased domain of an address (after its last @), '' when there is none. */
export const domainOfAddress = (address: string): string => {
  const at = address.lastIndexOf('@');
  return at < 0
    ? ''
    : address
        .slice(at + 1)
        .trim()
        .replace(/>$/, '')
        .toLowerCase();
};

/**
 * The budget a recipient domain draws on: `bucket` names whose counter it shares (the rule's
 * domain, or the domain itself under `*`). Undefined: the domain is not paced.
 */
export const mailRateFor = (
  rates: MailDomainRates,
  domain: string,
): { bucket: string; rate: MailRate } | undefined => {
  for (let d = domain; d !== ''; d = d.includes('.') ? d.slice(d.indexOf('.') + 1) : '') {
    const rate = rates.domains.get(d);
    if (rate) return { bucket: d, rate };
  }
  return rates.others && domain !== '' ? { bucket: domain, rate: rates.others } : undefined;
};

/**
 * Where a mail goes when its domain's window already holds `hits` sends (this one included):
 * now while within the limit, else a later window. The n-th mail over the limit goes n/limit
 * windows on, so a burst spreads over the windows it needs instead of all retrying at once.
 */
export const mailSlotStart = (
  windowStartMs: number,
  hits: number,
  rate: MailRate,
): number | 'now' => {
  if (hits <= rate.limit) return 'now';
  const windowsAhead = 1 + Math.floor((hits - rate.limit - 1) / rate.limit);
  return windowStartMs + windowsAhead * rate.windowSeconds * 1000;
};
