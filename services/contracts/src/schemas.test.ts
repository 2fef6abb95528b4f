import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SignupSchema } from './auth-fields.ts';
import { BankingSchema } from './banking.ts';
import { BookingInsertSchema } from './booking-fields.ts';
import { CarUpdateSchema } from './car-fields.ts';
import { CarSearchQuerySchema, SearchFilterSchema } from './car-search-query.ts';
import { ContactMessageSchema } from './contact.ts';
import { toApiIssues } from './errors.ts';
import { messageText } from './i18n/message-text.ts';
import { PLAIN_TEXT_MESSAGE } from './text-fields.ts';

const messages = (schema: v.GenericSchema, data: unknown) => {
  const result = v.safeParse(schema, data);
  return result.success
    ? []
    : toApiIssues(result.issues).map((issue) => `${issue.path}: ${messageText(issue.message, null)}`);
};

describe('ISO date fields', () => {
  it('refuse a year before 1900 (year 0 is no date to PostgreSQL), naming the field', () => {
    expect(messages(CarSearchQuerySchema, { startDate: '0000-01-01', endDate: '1899-12-31' })).toEqual([
      'startDate: Start date is not a valid date (use YYYY-MM-DD)',
      'endDate: End date is not a valid date (use YYYY-MM-DD)',
    ]);
    // a date from 1900 on is a date: refused only for being past, as a search must start today or later
    expect(messages(CarSearchQuerySchema, { startDate: '1900-01-01', endDate: '9999-12-31' })).toEqual([
      'startDate: Start date cannot be in the past',
    ]);
    expect(messages(CarSearchQuerySchema, { endDate: '9999-12-31' })).toEqual([]);
  });
});

describe('ContactMessageSchema', () => {
  it('gives the spec messages for each field', () => {
    expect(messages(ContactMessageSchema, { name: 'A', email: 'nope', subject: '', message: 'short' })).toEqual([
      'name: Name must be at least 2 characters',
      'email: Please enter a valid email address',
      'subject: Please select a subject',
      'message: Message must be at least 10 characters',
    ]);
  });

  it('accepts a complete message', () => {
    expect(
      messages(ContactMessageSchema, {
        name: 'Ana',
        email: 'ana@example.com',
        subject: 'booking',
        message: 'Hola, tengo una pregunta.',
      }),
    ).toEqual([]);
  });
});

describe('text people type', () => {
  const banking = {
    bankName: 'Chase',
    bankAccountName: 'Hana Host',
    bankRoutingNumber: '021000021',
    bankAccountNumber: '123456789',
  };

  it.each([
    ['a right-to-left override', 'Hana \u202eTSOH'],
    ['a left-to-right isolate', 'Hana \u2066Host\u2069'],
    ['a bell', 'Hana\u0007Host'],
    ['a line break in a one-line field', 'Hana\nHost'],
    ['a C1 control', 'Hana\u0085Host'],
  ])('refuses %s in a name, naming the field', (_case, bankAccountName) => {
    const result = v.safeParse(BankingSchema, { ...banking, bankAccountName });
    expect(result.success).toBe(false);
    expect(toApiIssues(result.issues ?? [])).toContainEqual({ path: 'bankAccountName', message: PLAIN_TEXT_MESSAGE });
  });

  it('accepts names in any script, accents and punctuation', () => {
    for (const bankAccountName of ['José Ñúñez-O’Brien', 'محمد علي', '李小龍', 'Zoë & Co.']) {
      expect(v.safeParse(BankingSchema, { ...banking, bankAccountName }).success).toBe(true);
    }
  });
});

describe('car price', () => {
  it('is refused above $10,000 a day, so no trip can overflow the money columns', () => {
    expect(messages(CarUpdateSchema, { pricePerDay: '99999999.99' })).toEqual([
      'pricePerDay: Price must be at most $10,000 per day',
    ]);
    expect(messages(CarUpdateSchema, { pricePerDay: '10000.00' })).toEqual([]);
  });
});

describe('BankingSchema', () => {
  it('gives the spec messages', () => {
    expect(
      messages(BankingSchema, { bankName: '', bankAccountName: '', bankRoutingNumber: '123', bankAccountNumber: '' }),
    ).toEqual([
      'bankName: Bank name is required',
      'bankAccountName: Account holder name is required',
      'bankRoutingNumber: Routing number must be 9 digits',
      'bankAccountNumber: Account number is required',
    ]);
  });
});

describe('SearchFilterSchema', () => {
  it('ignores empty filters and reads prices from query strings', () => {
    const result = v.parse(SearchFilterSchema, { location: '', category: 'suv', minPrice: '20', maxPrice: '' });
    expect(result).toEqual({ category: 'suv', minPrice: 20 });
  });

  it('says which filter is wrong', () => {
    expect(messages(SearchFilterSchema, { startDate: '2026-02-30' })).toEqual([
      'startDate: Start date is not a valid date (use YYYY-MM-DD)',
    ]);
    expect(messages(SearchFilterSchema, { category: 'boat' })[0]).toMatch(/^category: Category must be one of/);
    expect(messages(SearchFilterSchema, { minPrice: '-5' })).toEqual(['minPrice: Minimum price cannot be negative']);
    expect(messages(SearchFilterSchema, { maxPrice: 'cheap' })).toEqual(['maxPrice: Maximum price must be a number']);
    expect(messages(SearchFilterSchema, { minPrice: '90', maxPrice: '10' })).toEqual([
      'minPrice: Minimum price cannot be above maximum price',
    ]);
    expect(messages(SearchFilterSchema, { startDate: '2031-12-05', endDate: '2031-12-01' })).toEqual([
      'endDate: End date must be after start date',
    ]);
  });
});

describe('CarSearchQuerySchema', () => {
  it('adds page (default 1) and pageSize (default 24) to the filter', () => {
    expect(v.parse(CarSearchQuerySchema, { location: ' Los Angeles ', page: '', pageSize: '' })).toEqual({
      location: 'Los Angeles',
      page: 1,
      pageSize: 24,
    });
    expect(v.parse(CarSearchQuerySchema, { page: '3', pageSize: '100', minPrice: '10.5' })).toEqual({
      page: 3,
      pageSize: 100,
      minPrice: 10.5,
    });
  });

  it('says which page value is wrong, and keeps the filter messages', () => {
    for (const page of ['0', '-1', '1.5', 'two', '100001'])
      expect(messages(CarSearchQuerySchema, { page })).toEqual(['page: Page must be a whole number from 1 to 100000']);
    for (const pageSize of ['0', '101', '2.5', 'x'])
      expect(messages(CarSearchQuerySchema, { pageSize })).toEqual([
        'pageSize: Page size must be a whole number from 1 to 100',
      ]);
    expect(messages(CarSearchQuerySchema, { startDate: '2026-12-05', endDate: '2026-12-01' })).toEqual([
      'endDate: End date must be after start date',
    ]);
    expect(messages(CarSearchQuerySchema, { minPrice: '90', maxPrice: '10' })).toEqual([
      'minPrice: Minimum price cannot be above maximum price',
    ]);
  });

  it('leaves SearchFilterSchema without paging', () => {
    expect(v.parse(SearchFilterSchema, { page: '2', pageSize: '10', category: 'suv' })).toEqual({ category: 'suv' });
  });
});

describe('SignupSchema', () => {
  it('normalises the email and requires a real password', () => {
    expect(
      v.parse(SignupSchema, {
        email: ' Ana@Example.COM ',
        password: 'long-enough',
        firstName: 'Ana',
        lastName: 'Rivera',
      }).email,
    ).toBe('ana@example.com');
    expect(
      messages(SignupSchema, { email: 'ana@example.com', password: 'short', firstName: 'Ana', lastName: 'R' }),
    ).toEqual(['password: Password must be at least 8 characters']);
  });
});

describe('BookingInsertSchema', () => {
  const valid = {
    carId: '5f1c9f0e-8f43-4c55-9d5a-0c1b2a3d4e5f',
    startDate: '2026-12-01',
    endDate: '2026-12-03',
    fullName: 'Ana Rivera',
    driverLicense: 'D1234567',
    licenseExpiry: '2030-06-30',
    address: '123 Main St, Los Angeles, CA',
    phone: '(213) 555-0100',
    emergencyContact: 'Luis Rivera',
    emergencyPhone: '(213) 555-0101',
    agreesToTerms: true,
    licensePhoto: 'uploads/a.jpg',
    selfieWithLicense: 'uploads/b.jpg',
  };

  it('accepts a complete booking and defaults insurance to off', () => {
    expect(v.parse(BookingInsertSchema, valid).addInsurance).toBe(false);
  });

  it('refuses a booking without agreeing to the terms or with end before start', () => {
    expect(messages(BookingInsertSchema, { ...valid, agreesToTerms: false })).toEqual([
      'agreesToTerms: You must agree to the terms and conditions',
    ]);
    expect(messages(BookingInsertSchema, { ...valid, endDate: '2026-12-01' })).toEqual([
      'endDate: End date must be after start date',
    ]);
  });
});
