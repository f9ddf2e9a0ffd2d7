import { addressKey } from './login-rate-limiter';

describe('addressKey: the network a sign-in address counts as', () => {
  test.each([
    ['192.0.2.17', '192.0.2.17'],
    ['::ffff:192.0.2.17', '192.0.2.17'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8:1:2:3:4:192.0.2.1', '2001:db8:1:2::/64'],
  ])('%s counts as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  test('every address of one /64 counts as one, the next /64 as another', () => {
    expect(new Set(['2001:db8:1:2::1', '2001:db8:1:2::abcd', '2001:db8:1:2:ffff::9'].map(addressKey)).size).toBe(1);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });
});
