import { describe, expect, it } from 'vitest';
import { isoTimestamp } from './kysely.ts';

describe('isoTimestamp', () => {
  it("rewrites PostgreSQL's UTC text as Date would read it, to the millisecond", () => {
    for (const text of [
      '2026-11-27 13:51:31+00',
      '2026-11-27 13:51:31.1+00',
      '2026-11-27 13:51:31.12+00',
      '2026-11-27 13:51:31.123+00',
      '2026-11-27 13:51:31.123999+00',
      '1999-12-31 23:59:59.999999+00',
      '2000-02-29 00:00:00.000001+00',
    ])
      expect(isoTimestamp(text)).toBe(new Date(text).toISOString());
    expect(isoTimestamp('2026-11-27 13:51:31.5+00')).toBe('2026-11-27T13:51:31.500Z');
  });

  it('reads other offsets, a timestamp without a zone and a Date through Date', () => {
    for (const text of [
      '2026-11-27 13:51:31.5+02',
      '2026-11-27 13:51:31.5+05:30',
      '2026-11-27 13:51:31.5-08',
      '2026-11-27 13:51:31.5',
    ])
      expect(isoTimestamp(text)).toBe(new Date(text).toISOString());
    expect(isoTimestamp(new Date(Date.UTC(2026, 10, 27, 13, 51, 31, 5)))).toBe('2026-11-27T13:51:31.005Z');
  });
});
