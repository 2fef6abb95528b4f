import { describe, expect, it } from 'vitest';
import { formatDayRange as formatDayRangeIn, pickerDays } from './day-calendar';

const formatDayRange = (range: { startDate: string; endDate: string }) => formatDayRangeIn(range, 'es');

describe('a range of days [startDate, endDate)', () => {
  it('is read from its first to its last day, the end date being the first free one', () => {
    expect(formatDayRange({ startDate: '2031-06-10', endDate: '2031-06-11' })).toBe('10 jun 2031');
    expect(formatDayRange({ startDate: '2031-06-10', endDate: '2031-06-13' })).toBe('10 jun 2031 – 12 jun 2031');
  });

  it('covers the picker’s days up to the day before its end date, across a month', () => {
    expect(pickerDays([{ startDate: '2031-06-29', endDate: '2031-07-02' }])).toEqual([
      { from: new Date(2031, 5, 29), to: new Date(2031, 6, 1) },
    ]);
  });
});
