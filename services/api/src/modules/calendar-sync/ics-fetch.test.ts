/** The import URL's fetch: only public addresses by default, bounded in time, size and redirects. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CALENDAR_SYNC_MESSAGES, calendarHttpErrorMessage } from '@ladrive/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CALENDAR_FETCH, fetchCalendar, isPublicAddress } from './ics-fetch.ts';

let server: Server;
let base = '';
const opened: Set<import('node:net').Socket> = new Set();

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/ok') res.end('BEGIN:VCALENDAR');
    else if (req.url === '/big') res.end('x'.repeat(5000));
    else if (req.url === '/loop') res.writeHead(302, { location: '/loop' }).end();
    else if (req.url === '/moved') res.writeHead(301, { location: '/ok' }).end();
    else if (req.url === '/silent')
      return; // never answers
    else res.writeHead(404).end();
  });
  server.on('connection', (socket) => opened.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of opened) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const testing = { ...DEFAULT_CALENDAR_FETCH, allowPrivateAddresses: true };

describe('fetchCalendar', () => {
  it('refuses loopback, private, link-local and mapped addresses, by name too, before connecting', async () => {
    const port = new URL(base).port;
    for (const url of [
      `${base}/ok`,
      `http://localhost:${port}/ok`,
      `http://[::1]:${port}/ok`,
      `http://[::ffff:127.0.0.1]:${port}/ok`,
      'http://10.1.2.3/cal.ics',
      'http://169.254.169.254/latest/meta-data',
      'https://192.168.1.1/cal.ics',
    ]) {
      await expect(fetchCalendar(url, DEFAULT_CALENDAR_FETCH)).rejects.toThrow(CALENDAR_SYNC_MESSAGES.urlPrivate);
    }
  });

  it('refuses other schemes', async () => {
    for (const url of ['ftp://example.com/a.ics', 'file:///etc/passwd', 'webcal://example.com/a.ics', 'nonsense']) {
      await expect(fetchCalendar(url, testing)).rejects.toThrow(CALENDAR_SYNC_MESSAGES.urlScheme);
    }
  });

  it('answers the body, following a redirect; names the HTTP status of a failure', async () => {
    await expect(fetchCalendar(`${base}/moved`, testing)).resolves.toBe('BEGIN:VCALENDAR');
    await expect(fetchCalendar(`${base}/missing`, testing)).rejects.toThrow(calendarHttpErrorMessage(404));
  });

  it('stops at the size limit, the time limit and after a few redirects', async () => {
    await expect(fetchCalendar(`${base}/big`, { ...testing, maxBytes: 1000 })).rejects.toThrow(
      CALENDAR_SYNC_MESSAGES.tooLarge,
    );
    await expect(fetchCalendar(`${base}/silent`, { ...testing, timeoutMs: 200 })).rejects.toThrow(
      CALENDAR_SYNC_MESSAGES.urlTimeout,
    );
    await expect(fetchCalendar(`${base}/loop`, testing)).rejects.toThrow(CALENDAR_SYNC_MESSAGES.urlTooManyRedirects);
  });
});

describe('isPublicAddress', () => {
  it('tells the public internet from everything else', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address)).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.1',
      '100.64.0.1',
      '169.254.169.254',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      // NAT64 (well-known and local-use prefixes) and 6to4 reach an IPv4 address through a gateway
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::a00:1',
      '2002:a9fe:a9fe::1',
      'not-an-ip',
    ]) {
      expect(isPublicAddress(address)).toBe(false);
    }
  });
});
