/** Who sent a request: the walk of X-Forwarded-For from the connection's peer, and the list of our proxies. */
import { describe, expect, it } from 'vitest';
import { InvalidConfigurationError } from '../config.ts';
import { clientAddress, TrustedProxies } from './client-address.ts';

const trusted = TrustedProxies.parse(['loopback', '10.0.0.0/8', '192.0.2.7', 'fd00::/8']);

describe('the client address', () => {
  it('is the peer itself when the peer is not a trusted proxy, whatever it wrote', () => {
    expect(clientAddress('198.51.100.1', '203.0.113.9', trusted)).toBe('198.51.100.1');
    expect(clientAddress('198.51.100.1', undefined, TrustedProxies.parse([]))).toBe('198.51.100.1');
    expect(clientAddress('127.0.0.1', '203.0.113.9', TrustedProxies.parse([]))).toBe('127.0.0.1');
  });

  it('is the first address, from the right, that is not a trusted proxy', () => {
    expect(clientAddress('127.0.0.1', '1.1.1.1, 203.0.113.9', trusted)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:127.0.0.1', '1.1.1.1, 203.0.113.9, 10.4.0.2, 192.0.2.7', trusted)).toBe('203.0.113.9');
    expect(clientAddress('::1', '2001:db8::5, fd12::1', trusted)).toBe('2001:db8::5');
  });

  it('is the leftmost address when every hop is a trusted proxy, and the peer when nothing was forwarded', () => {
    expect(clientAddress('127.0.0.1', '10.1.1.1, 127.0.0.1', trusted)).toBe('10.1.1.1');
    expect(clientAddress('127.0.0.1', undefined, trusted)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', ' ', trusted)).toBe('127.0.0.1');
  });
});

describe('the trusted proxies (TRUSTED_PROXIES)', () => {
  it('take addresses, CIDR ranges and "loopback"', () => {
    expect(trusted.has('127.8.0.1')).toBe(true);
    expect(trusted.has('::1')).toBe(true);
    expect(trusted.has('10.255.0.1')).toBe(true);
    expect(trusted.has('192.0.2.7')).toBe(true);
    expect(trusted.has('192.0.2.8')).toBe(false);
    expect(trusted.has('not an address')).toBe(false);
  });

  it('take "private": a pod network of any cluster, never a public address', () => {
    const pods = TrustedProxies.parse(['private']);
    // flannel/kubeadm, k3s, Calico's default, EKS custom networking, GKE, an IPv6 cluster
    for (const pod of ['10.244.3.17', '10.42.0.9', '192.168.84.2', '100.64.12.5', '172.17.0.4', 'fd00:10:244::5']) {
      expect(pods.has(pod), pod).toBe(true);
    }
    for (const client of ['203.0.113.9', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2001:db8::1', '127.0.0.1']) {
      expect(pods.has(client), client).toBe(false);
    }
  });

  it('refuse an entry that is none of those, naming it', () => {
    for (const entry of ['proxy.internal', '10.0.0.0/33', '1.2.3.4/x', '::1/129']) {
      expect(() => TrustedProxies.parse([entry])).toThrow(InvalidConfigurationError);
      expect(() => TrustedProxies.parse([entry])).toThrow(entry);
    }
  });
});
