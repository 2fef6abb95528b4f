import { describe, expect, it } from 'vitest';
import { formatRating } from './rating';

describe('formatRating', () => {
  it('shows one decimal, rounding half up from the stored hundredths', () => {
    expect(formatRating('4.85', 3)).toBe('4.9');
    expect(formatRating('4.70', 12)).toBe('4.7');
    expect(formatRating('5.00', 1)).toBe('5.0');
    expect(formatRating('4.04', 2)).toBe('4.0');
  });

  it('is null before the first review or for a value that is not a number', () => {
    expect(formatRating('0.00', 0)).toBeNull();
    expect(formatRating('abc', 4)).toBeNull();
  });
});
