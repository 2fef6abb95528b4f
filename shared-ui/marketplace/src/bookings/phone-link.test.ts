import { telHref } from './phone-link';

describe('telHref', () => {
  it('keeps the leading + and the digits', () => {
    expect(telHref('+1 (310) 555-0100')).toBe('tel:+13105550100');
    expect(telHref('(213) 555-0142')).toBe('tel:2135550142');
  });
});
