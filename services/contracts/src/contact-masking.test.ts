import { describe, expect, it } from 'vitest';
import { MASKED_CONTACT, maskContactDetails } from './contact-masking.ts';

const M = MASKED_CONTACT;

describe('maskContactDetails', () => {
  it.each([
    ['Call me at 213-555-0100', `Call me at ${M}`],
    ['Call me at 213.555.0100 tonight', `Call me at ${M} tonight`],
    ['Call me at 213 555 0100', `Call me at ${M}`],
    ['Call me at (213) 555-0100.', `Call me at ${M}.`],
    ['Call me at (213)555-0100', `Call me at ${M}`],
    ['Call me at 2135550100', `Call me at ${M}`],
    ['Call me at +1 213 555 0100', `Call me at ${M}`],
    ['Call me at +1-213-555-0100', `Call me at ${M}`],
    ['Call me at 1 (213) 555-0100', `Call me at ${M}`],
    ['Call me at +12135550100!', `Call me at ${M}!`],
  ])('masks the phone number in %j', (text, masked) => {
    expect(maskContactDetails(text)).toBe(masked);
  });

  it.each([
    ['Write to ana.lopez+cars@mail.example.com please', `Write to ${M} please`],
    ['host@example.com', M],
    ['Email: A_B@sub.domain.co.uk.', `Email: ${M}.`],
  ])('masks the email address in %j', (text, masked) => {
    expect(maskContactDetails(text)).toBe(masked);
  });

  it('masks every contact in a message and keeps the rest', () => {
    expect(maskContactDetails('Text 310-555-0199 or mail me@x.io; pickup at 10:00')).toBe(
      `Text ${M} or mail ${M}; pickup at 10:00`,
    );
  });

  it.each([
    'It is $45.00 a day, $1,350.00 for the month',
    'From 2026-12-01 to 2026-12-05',
    'Pickup 12/01/2026 at 10:30',
    'Order 12345678901234 is paid',
    'Seats 5, 2024 model, 35 mpg, zip 90012',
    'Mi número es secreto',
  ])('leaves %j as written', (text) => {
    expect(maskContactDetails(text)).toBe(text);
  });
});
