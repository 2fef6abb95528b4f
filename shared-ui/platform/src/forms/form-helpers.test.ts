import { BookingFieldsSchema } from '@ladrive/contracts';
import { HTTPError } from 'ky';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { apiErrorIssues, schemaMaxLength, showServerIssues } from './form-helpers';

function badRequest(body: unknown, status = 400) {
  const response = new Response(JSON.stringify(body), { status });
  const error = new HTTPError(response, new Request('http://x/api/bookings'), {} as never);
  (error as { data?: unknown }).data = body;
  return error;
}

describe('schemaMaxLength', () => {
  it("reads the contract's limits, through optional wrappers", () => {
    expect(schemaMaxLength(BookingFieldsSchema.entries.fullName)).toBe(120);
    expect(schemaMaxLength(BookingFieldsSchema.entries.address)).toBe(200);
    expect(schemaMaxLength(BookingFieldsSchema.entries.phone)).toBe(40);
    expect(schemaMaxLength(v.optional(v.pipe(v.string(), v.maxLength(9))))).toBe(9);
  });

  it('is undefined for a schema without one', () => {
    expect(schemaMaxLength(v.boolean())).toBeUndefined();
  });
});

describe('showServerIssues', () => {
  it('puts each issue on its field, focusing the first, and hands back the ones that name no field', () => {
    const setError = vi.fn();
    const error = badRequest({
      message: 'Must be at most 200 characters',
      issues: [
        { path: 'address', message: 'Must be at most 200 characters' },
        { path: 'phone', message: 'Please enter a valid phone number' },
        { path: 'licensePhoto', message: 'Please take a photo' },
      ],
    });
    const unplaced = showServerIssues(error, ['address', 'phone'] as const, setError);
    expect(setError.mock.calls).toEqual([
      ['address', { type: 'server', message: 'Must be at most 200 characters' }, { shouldFocus: true }],
      ['phone', { type: 'server', message: 'Please enter a valid phone number' }, { shouldFocus: false }],
    ]);
    expect(unplaced).toEqual([{ path: 'licensePhoto', message: 'Please take a photo' }]);
  });

  it('finds no issues in other errors', () => {
    expect(apiErrorIssues(badRequest({ message: 'Taken' }, 409))).toEqual([]);
    expect(apiErrorIssues(new Error('offline'))).toEqual([]);
  });
});
