import { DEFAULT_LOCALE } from '@quire/domain';
import { serverMessageTemplates } from './server-message-sets.ts';
import { currentLocale, i18n } from './i18n.ts';

type Pattern = { key: string; regex: RegExp; slots: number[] };
type Index = { exact: Map<string, string>; patterns: Pattern[] };

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Literal words first: the most specific sentence wins over a looser one it contains. */
const literalLength = (template: string) => template.replace(/\{\{\d+\}\}/g, '').length;

const buildIndex = (): Index => {
  const exact = new Map<string, string>();
  const patterns: (Pattern & { weight: number })[] = [];
  for (const [set, messages] of Object.entries(serverMessageTemplates()))
    for (const [name, template] of Object.entries(messages)) {
      const key = `server.${set}.${name}`;
      const parts = template.split(/\{\{(\d+)\}\}/);
      if (parts.length === 1) {
        if (!exact.has(template)) exact.set(template, key);
        continue;
      }
      const slots = parts.filter((_, i) => i % 2 === 1).map(Number);
      const source = parts.map((p, i) => (i % 2 === 0 ? escapeRegex(p) : '([\\s\\S]+?)')).join('');
      patterns.push({
        key,
        regex: new RegExp(`^${source}$`),
        slots,
        weight: literalLength(template),
      });
    }
  patterns.sort((a, b) => b.weight - a.weight);
  return { exact, patterns };
};

let index: Index | null = null;

const translate = (key: string, values: Record<string, string> = {}): string =>
  (i18n.t as unknown as (k: string, o: object) => string)(key, values);

/**
 * A message the server sent, in the reader's language (ADR 0055): the API answers in the spec's
 * English, and every known domain message (a string, or a function's sentence with its values)
 * has a key in the `server` catalogues. Its values are looked up too (a reason that is itself a
 * known message). Unknown messages, and every message in English, are shown as sent.
 */
export const serverText = (message: string): string => {
  if (currentLocale() === DEFAULT_LOCALE || !message) return message;
  index ??= buildIndex();
  const key = index.exact.get(message);
  if (key) return translate(key);
  for (const pattern of index.patterns) {
    const match = pattern.regex.exec(message);
    if (!match) continue;
    const values: Record<string, string> = {};
    pattern.slots.forEach((slot, i) => {
      values[String(slot)] = serverText(match[i + 1] ?? '');
    });
    return translate(pattern.key, values);
  }
  return message;
};

/** The first problem a domain schema found, in the reader's language (its words are a set's). */
export const issueText = (error: { issues: readonly { message: string }[] }): string =>
  serverText(error.issues[0]?.message ?? '');
