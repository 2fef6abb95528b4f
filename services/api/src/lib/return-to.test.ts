import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to.ts';

describe('safeReturnTo', () => {
  it.each([
    ['/', '/'],
    ['/dashboard', '/dashboard'],
    ['/booking/abc?startDate=2026-01-01&endDate=2026-01-03', '/booking/abc?startDate=2026-01-01&endDate=2026-01-03'],
    ['/cars/1#reviews', '/cars/1#reviews'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it.each([
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['evil.example'],
    [''],
    ['/%0d%0aSet-Cookie:x'.replace('%0d%0a', '\r\n')],
    ['/\tfoo'],
    [' //evil.example'],
  ])('refuses %j', (input) => {
    expect(safeReturnTo(input)).toBe('/');
  });

  it('refuses non-strings and uses the fallback', () => {
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo(['/a', '/b'])).toBe('/');
    expect(safeReturnTo(42, '/home')).toBe('/home');
  });
});
