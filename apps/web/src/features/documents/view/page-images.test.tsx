import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { aPage } from '../test-support/document-fixtures.ts';
import { PageImages } from './page-images.tsx';

window.scrollTo = () => {};

const pages = Array.from({ length: 500 }, (_, i) => ({
  url: `/app/serve_image/p${i}`,
  meta: aPage,
}));

describe('page images', () => {
  it('renders only the pages near the viewport of a 500-page document', () => {
    render(
      <MantineProvider env="test">
        <PageImages pages={pages} documentName="Big pack" />
      </MantineProvider>,
    );
    const list = screen.getByRole('list', { name: 'Pages of Big pack' });
    const shown = screen.getAllByRole('listitem');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(6);
    expect(shown[0]?.getAttribute('aria-label')).toBe('Page 1 of 500');
    // The full height is reserved (each page sized from its metadata) so the scrollbar is true.
    const pageHeight = Math.round(800 * (1650 / 1275)) + 16;
    expect(list.style.height).toBe(`${pageHeight * 500}px`);
  });

  afterEach(() => i18n.changeLanguage('en'));

  it("names the pages and counts them in the reader's language", async () => {
    await i18n.changeLanguage('af');
    render(
      <MantineProvider env="test">
        <PageImages pages={pages.slice(0, 1)} documentName="Huurkontrak" />
      </MantineProvider>,
    );
    expect(screen.getByRole('list', { name: 'Bladsye van Huurkontrak' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Bladsy 1 van 1' })).toBeTruthy();
    expect(screen.getByText('1 bladsy')).toBeTruthy();
  });
});
