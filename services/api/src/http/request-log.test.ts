/**
 * The request log, end to end: a payment's card number, expiry and CVV — sent in the body, in a refused body, in
 * a malformed one and in the query string — never reach a log line, while each request still logs its request id,
 * the signed-in user, the path and the status.
 */
import { Writable } from 'node:stream';
import { addDays, marketToday } from '@ladrive/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../index.ts';
import { createLogger } from '../lib/logger.ts';
import { createParties, insertBooking, type TestParties } from '../testing/fixtures.ts';
import { useTestApi } from '../testing/helpers.ts';

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let api: RunningApi;
useTestApi((started) => ({ api } = started), { logger: createLogger('info', sink) });

const CARD_DIGITS = '4242424242424242';
const CARD = { cardNumber: '4242 4242 4242 4242', expiryDate: '12/99', cvv: '987', cardholderName: 'Rita Renter' };

let parties: TestParties;
beforeAll(async () => {
  parties = await createParties(api, {
    domain: 'request-log.test',
    people: [{ key: 'host', isHost: true }, { key: 'renter' }],
  });
});

describe('the request log', () => {
  it('never writes a card sent in a payment, whatever happens to the request', async () => {
    const renter = parties.clients.renter!;
    const trip = (days: number) => ({
      car: parties.cars[0]!,
      renter: parties.users.renter!,
      startDate: addDays(marketToday(), days),
      endDate: addDays(marketToday(), days + 2),
      status: 'pending' as const,
    });
    const paid = await insertBooking(api, trip(10));
    const declined = await insertBooking(api, trip(20));
    lines.length = 0;

    const answers = [
      await renter.postJson(`/api/bookings/${paid}/payment`, CARD),
      await renter.postJson(`/api/bookings/${declined}/payment`, { ...CARD, cardNumber: '4000 0000 0000 0002' }),
      await renter.postJson(`/api/bookings/${declined}/payment`, { ...CARD, expiryDate: '01/20' }),
      await renter.request('POST', `/api/bookings/${declined}/payment?cardNumber=${CARD_DIGITS}&cvv=987`, {
        headers: { 'content-type': 'application/json' },
      }),
      await renter.request('POST', `/api/bookings/${declined}/payment`, {
        headers: { 'content-type': 'application/json' },
      }),
    ];
    // the malformed body: JSON cut in the middle of the card
    const malformed = await fetch(`${api.url}/api/bookings/${declined}/payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: renter.cookieHeader() },
      body: `{"cardNumber":"${CARD_DIGITS}","cvv":"987`,
    });
    expect([...answers.map((answer) => answer.status), malformed.status]).toEqual([200, 402, 400, 400, 400, 400]);

    const requests = lines.filter((line) => line.msg === 'request' && String(line.path).endsWith('/payment'));
    expect(requests).toHaveLength(6);
    for (const line of requests) {
      expect(line).toMatchObject({ method: 'POST', requestId: expect.any(String) });
      expect(line.path).not.toContain('?');
    }
    expect(requests.filter((line) => line.userId === parties.users.renter!.id)).not.toHaveLength(0);

    const logged = JSON.stringify(lines);
    for (const secret of [CARD_DIGITS, '4242 4242', '4000 0000 0000 0002', '4000000000000002', '"987"', '12/99']) {
      expect(logged).not.toContain(secret);
    }
  });
});
