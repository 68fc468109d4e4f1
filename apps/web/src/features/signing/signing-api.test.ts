import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api-client.ts';
import { postSignLogoutUrl, withNetworkRetries } from './signing-api.ts';

describe('withNetworkRetries (§7 add_update_signatory retries)', () => {
  it('repeats a call while the network fails, then answers', async () => {
    const call = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('down', 'network', 0))
      .mockRejectedValueOnce(new ApiError('down', 'network', 0))
      .mockResolvedValue('signed');
    await expect(withNetworkRetries(call, [1, 1, 1])).resolves.toBe('signed');
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('does not repeat a refusal, and gives up after the last delay', async () => {
    const refused = vi.fn().mockRejectedValue(new ApiError('no', 'failure', 409));
    await expect(withNetworkRetries(refused, [1, 1])).rejects.toThrow('no');
    expect(refused).toHaveBeenCalledTimes(1);
    const down = vi.fn().mockRejectedValue(new ApiError('down', 'network', 0));
    await expect(withNetworkRetries(down, [1, 1])).rejects.toThrow('down');
    expect(down).toHaveBeenCalledTimes(3);
  });
});

describe('postSignLogoutUrl', () => {
  it('carries the §2 query in the spec’s names', () => {
    const url = new URL(
      postSignLogoutUrl({
        document_key: 'p1',
        signatory_key: 's1',
        post_sign_url: 'https://example.com/thanks',
        is_rejected: true,
      }),
      'http://x',
    );
    expect(url.pathname).toBe('/post_sign_logout');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      document_key: 'p1',
      signatory_key: 's1',
      post_sign_url: 'https://example.com/thanks',
      is_rejected: 'true',
    });
  });
});
