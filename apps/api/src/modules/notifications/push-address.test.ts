import { describe, expect, it } from 'vitest';
import { endpointRefusal, isPrivateAddress, publicOnlyLookup } from './push-address';

describe('push endpoints never lead into our own network', () => {
  it('tells private, loopback, link-local and reserved addresses from public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not-an-ip',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['142.250.72.10', '8.8.8.8', '2607:f8b0:4005:80a::200a']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('refuses endpoints written as other spellings of loopback', () => {
    for (const endpoint of [
      'https://2130706433/x',
      'https://0x7f.0.0.1/x',
      'https://127.1/x',
      'https://[0:0:0:0:0:0:0:1]/x',
      'https://LOCALHOST./x',
      'https://a.localhost/x',
    ]) {
      expect(endpointRefusal(endpoint, false), endpoint).not.toBeNull();
    }
    expect(
      endpointRefusal('https://updates.push.services.mozilla.com/wpush/v2/abc', false),
    ).toBeNull();
    expect(endpointRefusal('http://127.0.0.1:9/x', true)).toBeNull();
  });

  it('refuses, at connection time, a name that resolves to a private address', async () => {
    const lookup = publicOnlyLookup(false);
    const answer = await new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>(
      (resolve) => lookup('localhost', {}, (error, address) => resolve({ error, address })),
    );
    expect(answer.error?.code).toBe('EPRIVATEADDRESS');
    const allowed = await new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>(
      (resolve) =>
        publicOnlyLookup(true)('localhost', {}, (error, address) => resolve({ error, address })),
    );
    expect(allowed.error).toBeNull();
    expect(String(allowed.address)).toMatch(/^(127\.0\.0\.1|::1)$/);
  });
});
