import { KnownDevices } from './known-devices';

describe('known-device tokens', () => {
  const devices = new KnownDevices('s'.repeat(48));

  it('names the account it was issued for, and a different browser each time', () => {
    const first = devices.read(devices.issue('user-1'));
    const second = devices.read(devices.issue('user-1'));
    expect(first?.userId).toBe('user-1');
    expect(first?.deviceId).not.toBe(second?.deviceId);
  });

  it('refuses a token edited to name another account', () => {
    const [v, , device, signature] = devices.issue('user-1').split('.');
    expect(devices.read([v, 'user-2', device, signature].join('.'))).toBeNull();
  });

  it('refuses a token signed with another secret, and garbage', () => {
    expect(devices.read(new KnownDevices('o'.repeat(48)).issue('user-1'))).toBeNull();
    expect(devices.read('v1.a.b')).toBeNull();
    expect(devices.read(undefined)).toBeNull();
  });
});
