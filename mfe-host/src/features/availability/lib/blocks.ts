import { addDays, type BookedDateRange, type CarAvailability, sortRanges } from '@ladrive/contracts';

/** A host's own block as the PUT takes it: [startDate, endDate) and an optional note. */
export interface HostBlock extends BookedDateRange {
  note?: string;
}

/** The host's blocks of an availability (imported ones are the other platform's: shown, never sent back). */
export function hostBlocksOf(availability: CarAvailability): HostBlock[] {
  return availability.blocked
    .filter((block) => block.source === 'host')
    .map(({ startDate, endDate, note }) => (note ? { startDate, endDate, note } : { startDate, endDate }));
}

/** Days picked on the calendar, first and last included, as a range [first, last + 1). */
export function pickedRange(first: string, last: string = first): BookedDateRange {
  return { startDate: first, endDate: addDays(last, 1) };
}

/** The blocks with `range` blocked too (with its note), earliest first. */
export function withBlock(blocks: readonly HostBlock[], range: BookedDateRange, note: string): HostBlock[] {
  const trimmed = note.trim();
  return sortRanges([...withoutRange(blocks, range), trimmed ? { ...range, note: trimmed } : { ...range }]);
}

/** The blocks with the days of `range` unblocked: a block across it keeps its days on either side. */
export function withoutRange(blocks: readonly HostBlock[], range: BookedDateRange): HostBlock[] {
  return blocks.flatMap((block) => {
    if (block.endDate <= range.startDate || range.endDate <= block.startDate) return [block];
    const pieces: HostBlock[] = [];
    if (block.startDate < range.startDate) pieces.push({ ...block, endDate: range.startDate });
    if (range.endDate < block.endDate) pieces.push({ ...block, startDate: range.endDate });
    return pieces;
  });
}
