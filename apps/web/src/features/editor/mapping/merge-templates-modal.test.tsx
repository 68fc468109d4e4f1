import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BULK_SEND_MESSAGES, POST_MERGE_REFRESH_MS } from '@quire/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import { requestsTo, stubServer } from '../../../test/fake-fetch.ts';
import { clearNotices, shownNotices } from '../../../test/render-app.tsx';
import { renderExtras } from '../extras/test-support/render-extras.tsx';
import { MAPPING_KEYS } from './mapping-api.ts';
import { MergeTemplatesModal } from './merge-templates-modal.tsx';
import { schedulePostMergeRefresh, secondRefreshMs } from './post-merge-refresh.ts';
import { TemplateTools } from './template-tools-section.tsx';
import { i18n } from '../../../i18n/i18n.ts';

const MERGE = 'POST /app/bulk_actions/document_actions/merge_templates_into_document';
const template = (key: string, name: string) => ({
  key,
  document_name: name,
  document_type: 'template',
  status: 'setup',
  child_documents: [{ key: `${key}-c`, position: 0 }],
});

describe('merge templates modal', () => {
  beforeEach(() => clearNotices());
  afterEach(() => vi.useRealTimers());

  it("asks for a choice, merges the chosen templates in order and says 'Importing templates.'", async () => {
    const user = userEvent.setup();
    const server = stubServer({
      'GET /app/documents': () => ({
        body: {
          success: true,
          cursor: null,
          documents: [
            template('pack-1', 'This one'),
            template('t-1', 'Policy'),
            template('t-2', 'Debit order'),
          ],
        },
      }),
      [MERGE]: () => ({
        body: { success: true, document_key: 'pack-1', message: 'Importing templates.' },
      }),
    });
    let closed = false;
    renderExtras(<MergeTemplatesModal packKey="pack-1" opened onClose={() => (closed = true)} />);
    const dialog = await screen.findByRole('dialog', { name: 'Merge templates' });
    const list = await within(dialog).findByRole('group', { name: 'Templates' });
    // The pack itself is not offered; the search asks for templates in setup (§7).
    expect(within(list).queryByLabelText('This one')).toBeNull();
    expect(requestsTo(server, 'GET /app/documents')[0]!.search).toContain('document_status=setup');
    expect(requestsTo(server, 'GET /app/documents')[0]!.search).toContain('document_type=template');

    await user.click(within(dialog).getByRole('button', { name: 'Merge templates' }));
    expect(within(dialog).getByText(BULK_SEND_MESSAGES.noTemplatesSelected)).toBeTruthy();
    expect(requestsTo(server, MERGE)).toHaveLength(0);

    await user.click(within(list).getByLabelText('Debit order'));
    await user.click(within(list).getByLabelText('Policy'));
    expect(within(dialog).getByText('2 chosen')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Merge templates' }));
    await waitFor(() => expect(requestsTo(server, MERGE)).toHaveLength(1));
    expect(requestsTo(server, MERGE)[0]!.body).toEqual({
      document_key: 'pack-1',
      template_keys: ['t-2', 't-1'],
    });
    await waitFor(() => expect(closed).toBe(true));
    expect(shownNotices().map((n) => n.message)).toContain(BULK_SEND_MESSAGES.importingTemplates);
  });

  it('refreshes the pack and the mapping 2.5 s after a merge, then 1–5 s later', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const spy = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    schedulePostMergeRefresh(client, 'pack-1', () => 0.5);
    vi.advanceTimersByTime(POST_MERGE_REFRESH_MS - 1);
    expect(spy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(spy.mock.calls.map((c) => c[0]?.queryKey)).toEqual([
      QUERY_KEYS.documentPack('pack-1'),
      MAPPING_KEYS.mapping('pack-1'),
    ]);
    vi.advanceTimersByTime(3_000);
    expect(spy).toHaveBeenCalledTimes(4);
    expect([secondRefreshMs(() => 0), secondRefreshMs(() => 1)]).toEqual([1_000, 5_000]);
  });
});

describe('template tools', () => {
  const pack = {
    key: 'tpl-1',
    status: 'setup',
    is_deleted: false,
    document_type: 'template',
  } as const;

  it('offers both tools with their flags', () => {
    renderExtras(<TemplateTools pack={pack} canMap canMerge />);
    expect(
      screen.getByRole('button', { name: 'Configure mapping' }).getAttribute('aria-disabled'),
    ).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Merge templates' }).getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('shows them disabled with the reason without their flags', async () => {
    const user = userEvent.setup();
    renderExtras(<TemplateTools pack={pack} canMap={false} canMerge={false} />);
    const map = screen.getByRole('button', { name: 'Configure mapping' });
    expect(map.getAttribute('aria-disabled')).toBe('true');
    expect(map.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(i18n.t('editor.mapping.mayNotMap'))).toBeTruthy();
    expect(screen.getByText(i18n.t('editor.mapping.mayNotMerge'))).toBeTruthy();
    await user.click(map);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers mapping only on templates, and nothing once the pack left setup', () => {
    const { unmount } = renderExtras(
      <TemplateTools pack={{ ...pack, document_type: 'document' }} canMap canMerge />,
    );
    expect(screen.queryByRole('button', { name: 'Configure mapping' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Merge templates' })).toBeTruthy();
    unmount();
    renderExtras(
      <TemplateTools pack={{ ...pack, status: 'awaiting_signatures' }} canMap canMerge />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
