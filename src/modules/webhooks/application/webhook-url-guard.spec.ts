import { addressRefusal } from './webhook-url-guard';

describe('webhook address check', () => {
  it.each(['127.0.0.1', '10.0.0.5', '172.16.3.4', '192.168.1.1', '100.64.0.1', '169.254.169.254', '0.0.0.0', '::1', 'fe80::1', 'fc00::1', 'fd00:ec2::254', '::ffff:10.0.0.1', '64:ff9b::a00:1', '2002:a00:1::1', '224.0.0.1'])(
    'refuses %s',
    (address) => expect(addressRefusal(address)).not.toBeNull(),
  );

  it.each(['8.8.8.8', '200.147.67.142', '2001:4860:4860::8888', '::ffff:8.8.8.8'])('allows the public address %s', (address) => expect(addressRefusal(address)).toBeNull());
});
