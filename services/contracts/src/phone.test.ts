import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PHONE_INVALID_MESSAGE, phoneNumber } from './phone.ts';

const schema = phoneNumber('Phone is required');
const parse = (text: string) => {
  const result = v.safeParse(schema, text);
  return result.success ? result.output : result.issues[0].message;
};

describe('phoneNumber', () => {
  it('refuses words, with the contract message', () => {
    expect(parse('abc')).toBe(PHONE_INVALID_MESSAGE);
    expect(parse('call me maybe')).toBe(PHONE_INVALID_MESSAGE);
    expect(parse('call me at 310 555 0188')).toBe(PHONE_INVALID_MESSAGE);
  });

  it('refuses numbers of the wrong length for their country', () => {
    expect(parse('555-0100')).toBe(PHONE_INVALID_MESSAGE);
    expect(parse('310 555 01889')).toBe(PHONE_INVALID_MESSAGE);
  });

  it('asks for a number when there is none', () => {
    expect(parse('  ')).toBe('Phone is required');
  });

  it('stores US numbers typed any usual way, and foreign ones with their code, in E.164', () => {
    expect(parse('(310) 555-0188')).toBe('+13105550188');
    expect(parse('310.555.0188')).toBe('+13105550188');
    expect(parse('+1 323 555 0142')).toBe('+13235550142');
    expect(parse('+44 20 7946 0958')).toBe('+442079460958');
  });
});
