import { describe, expect, it } from 'vitest';
import { conflictingRanges } from './booked-ranges.ts';

describe('conflictingRanges', () => {
  const booked = [
    { startDate: '2026-12-20', endDate: '2026-12-22' },
    { startDate: '2026-12-10', endDate: '2026-12-14' },
  ];

  it('names the bookings a trip overlaps, earliest first', () => {
    expect(conflictingRanges({ startDate: '2026-12-12', endDate: '2026-12-21' }, booked)).toEqual([
      { startDate: '2026-12-10', endDate: '2026-12-14' },
      { startDate: '2026-12-20', endDate: '2026-12-22' },
    ]);
  });

  it('lets a trip start the day a booking ends and end the day one starts', () => {
    expect(conflictingRanges({ startDate: '2026-12-14', endDate: '2026-12-20' }, booked)).toEqual([]);
  });
});
