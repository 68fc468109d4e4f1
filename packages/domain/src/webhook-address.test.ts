import { describe, expect, it } from 'vitest';
import { addressKind, isWebhookAddressAllowed, parseIPv6 } from './webhook-address.ts';

describe('addressKind', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.1.2', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link_local'],
    ['100.64.0.1', 'shared'],
    ['100.128.0.1', 'public'],
    ['198.18.0.1', 'reserved'],
    ['224.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['93.184.215.14', 'public'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::', 'unspecified'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'link_local'],
    ['::ffff:8.8.8.8', 'public'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['2002:a9fe:a9fe::1', 'link_local'],
    ['fc00::1', 'private'],
    ['fd00:ec2::254', 'private'],
    ['fe80::1%eth0', 'link_local'],
    ['ff02::1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['2606:4700:4700::1111', 'public'],
  ])('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  it('is null for what is not an address', () => {
    for (const text of ['example.com', '1.2.3', '1.2.3.256', '1:2:3', '1::2::3', 'g::1', '01234::'])
      expect(addressKind(text)).toBeNull();
  });

  it('reads every IPv6 spelling into eight groups', () => {
    expect(parseIPv6('1::')).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIPv6('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIPv6('1:2:3:4:5:6:1.2.3.4')).toEqual([1, 2, 3, 4, 5, 6, 0x102, 0x304]);
    expect(parseIPv6('1:2:3:4:5:6:7:8:9')).toBeNull();
  });

  it('lets only public addresses through, and loopback only when the tests allow it', () => {
    expect(isWebhookAddressAllowed('public', false)).toBe(true);
    expect(isWebhookAddressAllowed('loopback', false)).toBe(false);
    expect(isWebhookAddressAllowed('loopback', true)).toBe(true);
    expect(isWebhookAddressAllowed('private', true)).toBe(false);
    expect(isWebhookAddressAllowed('link_local', true)).toBe(false);
  });
});
