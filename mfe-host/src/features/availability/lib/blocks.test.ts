import { describe, expect, it } from 'vitest';
import { hostBlocksOf, pickedRange, withBlock, withoutRange } from './blocks';

describe('host blocks', () => {
  const blocks = [{ startDate: '2031-05-10', endDate: '2031-05-15', note: 'Trip' }];

  it('turns picked days (last included) into a range', () => {
    expect(pickedRange('2031-05-10')).toEqual({ startDate: '2031-05-10', endDate: '2031-05-11' });
    expect(pickedRange('2031-05-10', '2031-05-12')).toEqual({ startDate: '2031-05-10', endDate: '2031-05-13' });
  });

  it('blocks a range with its trimmed note, replacing what it covers', () => {
    expect(withBlock(blocks, pickedRange('2031-05-01', '2031-05-02'), '  Service ')).toEqual([
      { startDate: '2031-05-01', endDate: '2031-05-03', note: 'Service' },
      ...blocks,
    ]);
    expect(withBlock(blocks, pickedRange('2031-05-12', '2031-05-20'), '')).toEqual([
      { startDate: '2031-05-10', endDate: '2031-05-12', note: 'Trip' },
      { startDate: '2031-05-12', endDate: '2031-05-21' },
    ]);
  });

  it('unblocks days inside a block, keeping the days on either side', () => {
    expect(withoutRange(blocks, pickedRange('2031-05-12'))).toEqual([
      { startDate: '2031-05-10', endDate: '2031-05-12', note: 'Trip' },
      { startDate: '2031-05-13', endDate: '2031-05-15', note: 'Trip' },
    ]);
    expect(withoutRange(blocks, pickedRange('2031-05-01', '2031-05-30'))).toEqual([]);
    expect(withoutRange(blocks, pickedRange('2031-05-15'))).toEqual(blocks);
  });

  it("keeps only the host's own blocks to send back", () => {
    expect(
      hostBlocksOf({
        booked: [],
        blocked: [
          { startDate: '2031-05-10', endDate: '2031-05-15', source: 'host', note: 'Trip' },
          { startDate: '2031-05-20', endDate: '2031-05-21', source: 'import' },
          { startDate: '2031-05-22', endDate: '2031-05-23', source: 'host' },
        ],
        rules: { advanceNoticeHours: 0, minDays: 1, maxDays: 30, bookingWindowMonths: 12 },
      }),
    ).toEqual([blocks[0], { startDate: '2031-05-22', endDate: '2031-05-23' }]);
  });
});
