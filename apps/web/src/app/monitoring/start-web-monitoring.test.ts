import { afterEach, describe, expect, it, vi } from 'vitest';

const init = vi.fn(() => vi.fn());
vi.mock('./sentry-browser.ts', () => ({ initSentryBrowser: init }));

const settings = {
  dsn: 'https://pub@sentry.example.com/1',
  environment: 'production',
  release: 'quire@1.0.0',
};

/** A fresh copy of the module each time: it keeps whether monitoring started. */
const load = async () => {
  vi.resetModules();
  return import('./start-web-monitoring.ts');
};

describe('web monitoring', () => {
  afterEach(() => {
    init.mockClear();
    vi.restoreAllMocks();
  });

  it.each([
    ['no DSN on the server', null, 'quire.example.com'],
    ['localhost', settings, 'localhost'],
    ['127.0.0.1', settings, '127.0.0.1'],
  ])('stays off with %s, and never loads the SDK', async (_case, given, host) => {
    const { startWebMonitoring } = await load();
    expect(await startWebMonitoring(given, host)).toBe(false);
    expect(init).not.toHaveBeenCalled();
  });

  it('starts outside localhost with the DSN, and sends what React caught meanwhile', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { startWebMonitoring, reportCaughtError } = await load();
    const early = new Error('caught before the SDK loaded');
    reportCaughtError(early);
    expect(await startWebMonitoring(settings, 'quire.example.com')).toBe(true);
    expect(init).toHaveBeenCalledWith(settings);
    const reporter = init.mock.results[0]!.value as ReturnType<typeof vi.fn>;
    expect(reporter).toHaveBeenCalledWith(early);
    const later = new Error('caught after');
    reportCaughtError(later);
    expect(reporter).toHaveBeenCalledWith(later);
    expect(console.error).toHaveBeenCalledWith(later);
  });
});
