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

  // Dot segments, doubled and encoded slashes and backslashes, as an attacker would combine them.
  const prefixes = ['', '/', '/.', '/..', '/a/..', '/%2e', '/%2E%2E', '/./.', '/a/b/../..', ' /', '/;'];
  const separators = ['/', '//', '///', '\\', '/\\', '%2F', '%2F%2F', '%5C', '/%2F', '\t/'];
  const variants = prefixes.flatMap((prefix) => separators.map((separator) => `${prefix}${separator}evil.com/x`));

  it(`never leaves the site, whatever the browser makes of the result (${variants.length} variants)`, () => {
    const site = 'https://ladrive.example';
    const escaped = variants.filter((variant) => new URL(safeReturnTo(variant), site).origin !== site);
    expect(escaped).toEqual([]);
    expect(safeReturnTo('/.//evil.com')).toBe('/');
  });

  it('refuses non-strings and uses the fallback', () => {
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo(['/a', '/b'])).toBe('/');
    expect(safeReturnTo(42, '/home')).toBe('/home');
  });
});
