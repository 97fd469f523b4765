import ipaddr from 'ipaddr.js';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { webhookErrors } from '../domain/webhook.errors';

/** Where a delivery may connect: the address that was checked, not a second DNS answer. */
export interface CheckedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

/** Cloud metadata services, named in the refusal (they are also in the link-local and unique-local ranges). */
const METADATA = new Set(['169.254.169.254', 'fd00:ec2::254', '100.100.100.200']);

/**
 * Only globally routable unicast addresses: everything ipaddr.js classifies otherwise is
 * refused (loopback, private, link-local, CGNAT 100.64/10, unique-local, multicast, reserved,
 * documentation, benchmarking), and so are IPv6 forms that carry an IPv4 address inside
 * (mapped, NAT64, 6to4, Teredo), except the mapped form, which is checked as the IPv4 it is.
 */
export function addressRefusal(address: string): string | null {
  if (!ipaddr.isValid(address)) return `endereço inválido (${address})`;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const normal = parsed.toString();
  if (METADATA.has(normal)) return `o endereço ${normal} é de um serviço de metadados de nuvem`;
  const range = parsed.range();
  if (range !== 'unicast') return `o endereço ${normal} pertence a uma rede privada, local ou reservada (${range})`;
  return null;
}

/** How a host name becomes addresses: dns/promises `lookup`'s shape, so a test can stand in for DNS. */
export type HostResolver = (host: string, options: { all: true; verbatim: true }) => Promise<Array<{ address: string; family: number }>>;

export class WebhookUrlGuard {
  constructor(
    private readonly allowPrivateNetworks: boolean,
    private readonly resolve: HostResolver = lookup,
  ) {}

  /** The URL's shape: https:// (http:// only where private networks are allowed), no credentials. */
  parse(raw: string): URL {
    const url = URL.canParse(raw) ? new URL(raw) : null;
    if (!url) throw webhookErrors.urlNotAllowed('informe um endereço completo, como https://exemplo.com.br/webhooks.');
    const schemes = this.allowPrivateNetworks ? ['https:', 'http:'] : ['https:'];
    if (!schemes.includes(url.protocol)) throw webhookErrors.urlNotAllowed('use um endereço https://.');
    if (url.username || url.password) throw webhookErrors.urlNotAllowed('não inclua usuário ou senha no endereço.');
    if (url.hash) throw webhookErrors.urlNotAllowed('não inclua # no endereço.');
    return url;
  }

  /**
   * Resolves the host and refuses it when any of its addresses is not public (an attacker's
   * name may answer one public and one private address). Called at creation and before every
   * try, so a name that later points inside (DNS rebinding) is refused then.
   */
  async check(raw: string): Promise<CheckedTarget> {
    const url = this.parse(raw);
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    let addresses: Array<{ address: string; family: number }>;
    if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
    else {
      try {
        addresses = await this.resolve(host, { all: true, verbatim: true });
      } catch {
        throw webhookErrors.urlNotAllowed(`o nome ${host} não foi encontrado.`);
      }
    }
    if (addresses.length === 0) throw webhookErrors.urlNotAllowed(`o nome ${host} não foi encontrado.`);
    if (!this.allowPrivateNetworks) {
      for (const { address } of addresses) {
        const refusal = addressRefusal(address);
        if (refusal) throw webhookErrors.urlNotAllowed(`${refusal}.`);
      }
    }
    const [first] = addresses;
    return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
  }
}
