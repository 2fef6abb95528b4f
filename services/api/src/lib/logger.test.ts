import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, REDACTED } from './logger.ts';

/** A logger whose lines are kept, parsed. */
function capture(level: Parameters<typeof createLogger>[0] = 'info') {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger(level, sink), lines };
}

describe('the API log', () => {
  it('is one JSON line per event: time, level as a word, message and fields', () => {
    const { logger, lines } = capture();
    logger.info('request', { requestId: 'r-1', userId: 'u-1', status: 200 });
    expect(lines).toEqual([
      {
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        level: 'info',
        msg: 'request',
        requestId: 'r-1',
        userId: 'u-1',
        status: 200,
      },
    ]);
  });

  it('never writes a card, a licence, bank details or a password, at the top or one level down', () => {
    const { logger, lines } = capture();
    logger.warn('payment refused', {
      cardNumber: '4242424242424242',
      body: { cvv: '123', bankAccountNumber: '000123456789', driverLicense: 'D1234567', password: 'hunter2' },
      bookingId: 'b-1',
    });
    const text = JSON.stringify(lines);
    for (const secret of ['4242424242424242', '123"', '000123456789', 'D1234567', 'hunter2'])
      expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({ cardNumber: REDACTED, body: { cvv: REDACTED }, bookingId: 'b-1' });
  });

  it('keeps an error with its stack, and leaves out what is below its level', () => {
    const { logger, lines } = capture('warn');
    logger.info('not written');
    logger.error('request failed', { err: new Error('boom') });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'error',
      err: { message: 'boom', stack: expect.stringContaining('boom') },
    });
  });
});
