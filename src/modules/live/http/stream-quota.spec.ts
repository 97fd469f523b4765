import { StreamQuota } from './stream-quota';

describe('StreamQuota', () => {
  it('refuses a stream past the limit per address and counts it again once one is released', () => {
    const quota = new StreamQuota({ perIp: 2, perUser: 10 });
    const first = quota.take('10.0.0.1', undefined);
    expect(quota.take('10.0.0.1', undefined)).not.toBeNull();
    expect(quota.take('10.0.0.1', undefined)).toBeNull();
    expect(quota.take('10.0.0.2', undefined)).not.toBeNull();
    first!();
    expect(quota.take('10.0.0.1', undefined)).not.toBeNull();
  });

  it('refuses a signed-in user past the limit per user, from any address', () => {
    const quota = new StreamQuota({ perIp: 10, perUser: 2 });
    quota.take('10.0.0.1', 'ana');
    quota.take('10.0.0.2', 'ana');
    expect(quota.take('10.0.0.3', 'ana')).toBeNull();
    expect(quota.take('10.0.0.3', 'bia')).not.toBeNull();
  });

  it('releases a stream once however many times its release is called', () => {
    const quota = new StreamQuota({ perIp: 1, perUser: 1 });
    const release = quota.take('10.0.0.1', 'ana')!;
    release();
    release();
    const again = quota.take('10.0.0.1', 'ana');
    expect(again).not.toBeNull();
    expect(quota.take('10.0.0.1', 'ana')).toBeNull();
  });
});
