import { formatDate, formatMarketTime, formatMonthYear } from './dates';

describe('formatDate', () => {
  it("writes a calendar day in the screen's language", () => {
    expect(formatDate('2026-12-01', 'en')).toBe('Dec 1, 2026');
    expect(formatDate('2026-12-01', 'es')).toBe('1 dic 2026');
  });

  it('shows a timestamp as its day in Los Angeles', () => {
    // 02:30 UTC on 2 Dec is still 1 Dec in Los Angeles
    expect(formatDate('2026-12-02T02:30:00.000Z', 'en')).toBe('Dec 1, 2026');
    expect(formatDate('2026-12-02T02:30:00.000Z', 'es')).toBe('1 dic 2026');
  });

  it('shows anything unreadable as sent', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});

describe('formatMonthYear', () => {
  it("names the month in the screen's language", () => {
    expect(formatMonthYear('2024-03-01', 'en')).toBe('March 2024');
    expect(formatMonthYear('2024-03-15T12:00:00.000Z', 'es')).toBe('marzo de 2024');
    expect(formatMonthYear('never', 'es')).toBe('');
  });
});

describe('formatMarketTime', () => {
  it("reads the market's clock", () => {
    expect(formatMarketTime('2026-12-02T05:15:00.000Z', 'en')).toBe('9:15 PM PST');
  });
});
