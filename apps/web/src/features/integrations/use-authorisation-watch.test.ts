import { INTEGRATION_MESSAGES, type IntegrationConfigurationView } from '@quire/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { useAuthorisationWatch } from './use-authorisation-watch.ts';

const LIST = 'GET /app/integration_configuration/get_configured_integrations';
const CHANGE = 'POST /app/integration_configuration/add_update_delete_configured_integration';

const pending = (is_active: boolean): IntegrationConfigurationView => ({
  integration_configuration_id: 'cfg-1',
  key: 'cfg-1',
  integration_id: 'xplan',
  name: 'XPLAN',
  authentication_type: 'oauth2',
  site_url: 'https://acme.xplan.iress.com.au',
  domain: 'acme.xplan.iress.com.au',
  client_id: 'app',
  is_active,
  delete: false,
  date_created: '2026-11-25T06:00:00.000Z',
  date_updated: '2026-11-25T06:00:00.000Z',
});

let listed: IntegrationConfigurationView[] = [];
let fetchMock: ReturnType<typeof fakeFetch>;
const popup = { close: vi.fn() } as unknown as Window;

beforeEach(() => {
  vi.useFakeTimers();
  listed = [pending(false)];
  fetchMock = fakeFetch({
    [LIST]: () => ({ body: { success: true, integrations: listed } }),
    [CHANGE]: () => ({ body: { success: true, message: 'Integration removed.' } }),
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(popup.close).mockClear();
});

const calls = (key: string) =>
  fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname}` === key;
  }).length;

describe('the authorisation watch (§7, §8, §9)', () => {
  it('checks every second and times out after 120 s, deleting the pending configuration', async () => {
    const { result } = renderHook(() => useAuthorisationWatch());
    act(() => result.current.start('cfg-1', popup));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(result.current.state).toEqual({ phase: 'waiting', secondsLeft: 110 });
    expect(calls(LIST)).toBe(10);
    await act(() => vi.advanceTimersByTimeAsync(110_000));
    expect(result.current.state).toEqual({
      phase: 'failed',
      message: INTEGRATION_MESSAGES.authTimedOut,
    });
    expect(calls(LIST)).toBe(119);
    expect(calls(CHANGE)).toBe(1);
    expect(popup.close).toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(calls(LIST)).toBe(119);
  });

  it('is done, and closes the window, once the configuration is active', async () => {
    const { result } = renderHook(() => useAuthorisationWatch());
    act(() => result.current.start('cfg-1', popup));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    listed = [pending(true)];
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current.state).toEqual({ phase: 'done' });
    expect(popup.close).toHaveBeenCalled();
    expect(calls(CHANGE)).toBe(0);
  });

  it('says the setup failed when the server deleted the configuration', async () => {
    const { result } = renderHook(() => useAuthorisationWatch());
    act(() => result.current.start('cfg-1', popup));
    listed = [];
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current.state).toEqual({
      phase: 'failed',
      message: INTEGRATION_MESSAGES.setupFailed,
    });
  });
});
