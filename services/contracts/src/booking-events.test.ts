import { describe, expect, it } from 'vitest';
import { eventRoleOf } from './booking-events.ts';

describe('eventRoleOf', () => {
  it('records a payment as the renter’s act and every other actor as itself', () => {
    expect(eventRoleOf('payment')).toBe('renter');
    expect(eventRoleOf('renter')).toBe('renter');
    expect(eventRoleOf('host')).toBe('host');
    expect(eventRoleOf('admin')).toBe('admin');
  });
});
