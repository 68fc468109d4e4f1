import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '@quire/domain';
import { noticePage } from './notice-page.ts';
import { NOTICE_WORDS } from './notice-words.ts';

describe('the pages the server renders itself', () => {
  it('speaks the reader’s language, with the lang attribute and the way on when asked', () => {
    const af = noticePage('af', 'finalCopyExpired', { withLink: true });
    expect(af).toContain('<html lang="af">');
    expect(af).toContain('<h1>Hierdie skakel het verval</h1>');
    expect(af).toContain('<a href="/#login">Gaan na Quire</a>');
    const en = noticePage('en', 'frameRefused');
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<h1>Not available here</h1>');
    expect(en).not.toContain('/#login');
  });

  it('has every page in every language, none left in English outside English', () => {
    const keys = Object.keys(NOTICE_WORDS.en).sort();
    for (const locale of SUPPORTED_LOCALES) {
      expect(Object.keys(NOTICE_WORDS[locale]).sort()).toEqual(keys);
      if (locale === 'en') continue;
      const texts = JSON.stringify(NOTICE_WORDS[locale]);
      for (const page of Object.values(NOTICE_WORDS.en))
        for (const text of typeof page === 'string' ? [page] : [page.heading, ...page.paragraphs])
          expect(texts, text).not.toContain(text);
    }
  });
});
