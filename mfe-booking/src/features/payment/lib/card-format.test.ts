import { CARD_NUMBER_MAX_LENGTH, formatCardNumber, formatCvv, formatExpiry, hasEmptyCardField } from './card-format';

describe('card field formatting', () => {
  it('groups the card number by 4 digits, at most 19 characters', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 4242x4242 999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 4242 4242 4242 1')).toHaveLength(CARD_NUMBER_MAX_LENGTH);
    expect(formatCardNumber('abc')).toBe('');
  });

  it('formats the expiry as MM/YY, at most 5 characters', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/289')).toBe('12/28');
    expect(formatExpiry('12/')).toBe('12');
  });

  it('keeps only up to 4 digits of the CVV', () => {
    expect(formatCvv('12a3')).toBe('123');
    expect(formatCvv('123456')).toBe('1234');
  });

  it('requires all four fields', () => {
    const full = { cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123', cardholderName: 'Ana García' };
    expect(hasEmptyCardField(full)).toBe(false);
    expect(hasEmptyCardField({ ...full, cvv: '' })).toBe(true);
    expect(hasEmptyCardField({ ...full, cardholderName: '   ' })).toBe(true);
  });
});
