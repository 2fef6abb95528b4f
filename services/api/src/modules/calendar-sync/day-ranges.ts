/** Sets of calendar days as sorted, disjoint [startDate, endDate) ranges (ISO dates compare as strings). */
import { type BookedDateRange, sortRanges } from '@ladrive/contracts';

/** The union of `ranges`: sorted, overlapping and touching ranges joined. */
export function mergeRanges(ranges: readonly BookedDateRange[]): BookedDateRange[] {
  const merged: BookedDateRange[] = [];
  for (const range of sortRanges(ranges)) {
    const last = merged.at(-1);
    if (last && range.startDate <= last.endDate) {
      if (range.endDate > last.endDate) last.endDate = range.endDate;
    } else merged.push({ ...range });
  }
  return merged;
}

/** The days of `ranges` outside every range of `taken`, merged. */
export function subtractRanges(
  ranges: readonly BookedDateRange[],
  taken: readonly BookedDateRange[],
): BookedDateRange[] {
  const holes = mergeRanges(taken);
  const left: BookedDateRange[] = [];
  for (const range of mergeRanges(ranges)) {
    let startDate = range.startDate;
    for (const hole of holes) {
      if (hole.endDate <= startDate || hole.startDate >= range.endDate) continue;
      if (hole.startDate > startDate) left.push({ startDate, endDate: hole.startDate });
      if (hole.endDate > startDate) startDate = hole.endDate;
    }
    if (startDate < range.endDate) left.push({ startDate, endDate: range.endDate });
  }
  return left;
}

/** The days `ranges` and `others` share, merged. */
export function intersectRanges(
  ranges: readonly BookedDateRange[],
  others: readonly BookedDateRange[],
): BookedDateRange[] {
  return subtractRanges(ranges, subtractRanges(ranges, others));
}
