import { describe, expect, it } from 'vitest';
import { normalizePlace, RADIUS_KM, resolvePlace, suggestPlaces } from './gazetteer.ts';

/** Great-circle distance in km (the same formula as the search's SQL). */
function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('resolvePlace', () => {
  it('knows cities, "City, ST", neighbourhoods, ZIP codes and airports', () => {
    expect(resolvePlace('Santa Monica')).toMatchObject({ kind: 'city', value: 'Santa Monica, CA' });
    expect(resolvePlace('santa monica, ca')).toMatchObject({ kind: 'city', value: 'Santa Monica, CA' });
    expect(resolvePlace('Santa Monica, California')).toMatchObject({ value: 'Santa Monica, CA' });
    expect(resolvePlace('Venice')).toMatchObject({ kind: 'neighbourhood', value: 'Venice, CA' });
    expect(resolvePlace('Hollywood')).toMatchObject({ kind: 'neighbourhood', value: 'Hollywood, CA' });
    expect(resolvePlace('90401')).toMatchObject({ kind: 'zip', value: '90401', detail: 'Santa Monica, CA' });
    expect(resolvePlace('LAX')).toMatchObject({ kind: 'airport', value: 'LAX' });
    expect(resolvePlace('lax airport')).toMatchObject({ kind: 'airport', value: 'LAX' });
    expect(resolvePlace('Los Angeles International Airport (LAX)')).toMatchObject({ value: 'LAX' });
  });

  it('puts the place where the datasets do', () => {
    const lax = resolvePlace('LAX')!;
    expect(lax.latitude).toBeCloseTo(33.94, 1);
    expect(lax.longitude).toBeCloseTo(-118.41, 1);
    // the ZIP code's centre lies in the city it names
    expect(km(resolvePlace('90401')!, resolvePlace('Santa Monica, CA')!)).toBeLessThan(2);
  });

  it('reads "Los Angeles" (and LA) as the metro area and "Downtown LA" as its centre', () => {
    const la = resolvePlace('Los Angeles')!;
    expect(la).toMatchObject({ kind: 'city', value: 'Los Angeles, CA', radiusKm: RADIUS_KM.metro });
    expect(km(la, resolvePlace('Long Beach')!)).toBeLessThan(la.radiusKm);
    expect(resolvePlace('LA')).toMatchObject({ value: 'Los Angeles, CA' });
    expect(resolvePlace('Downtown LA')).toMatchObject({
      label: 'Downtown Los Angeles, CA',
      latitude: la.latitude,
      radiusKm: RADIUS_KM.downtown,
    });
  });

  it('keeps a city small enough that its neighbour is not "there"', () => {
    const santaMonica = resolvePlace('Santa Monica')!;
    expect(km(santaMonica, resolvePlace('Century City')!)).toBeGreaterThan(santaMonica.radiusKm);
  });

  it('prefers the Californian place of a shared name, unless a state is named', () => {
    expect(resolvePlace('Burbank')).toMatchObject({ value: 'Burbank, CA' });
    expect(resolvePlace('Springfield, IL')).toMatchObject({ value: 'Springfield, IL' });
  });

  it('knows no street, no made-up place and no empty text', () => {
    expect(resolvePlace('Santa Monica Blvd')).toBeUndefined();
    expect(resolvePlace('Qwertyville')).toBeUndefined();
    expect(resolvePlace('00000')).toBeUndefined();
    expect(resolvePlace('   ')).toBeUndefined();
  });
});

describe('suggestPlaces', () => {
  it('suggests from two characters on, each value resolving to the place suggested', () => {
    expect(suggestPlaces('s')).toEqual([]);
    const suggestions = suggestPlaces('santa mon');
    expect(suggestions[0]).toEqual({
      value: 'Santa Monica, CA',
      label: 'Santa Monica, CA',
      kind: 'city',
      detail: 'California',
    });
    for (const place of suggestions) expect(resolvePlace(place.value)?.value).toBe(place.value);
  });

  it('puts an airport code first, then the places by name', () => {
    expect(suggestPlaces('lax')[0]).toMatchObject({ kind: 'airport', value: 'LAX' });
    expect(suggestPlaces('los a')[0]).toMatchObject({ value: 'Los Angeles, CA' });
    expect(suggestPlaces('ven').map((place) => place.value)).toContain('Venice, CA');
  });

  it('suggests ZIP codes by their digits, Californian ones first', () => {
    const zips = suggestPlaces('9040');
    expect(zips.length).toBeGreaterThan(0);
    expect(zips.every((zip) => zip.kind === 'zip' && zip.value.startsWith('9040'))).toBe(true);
    expect(zips[0]).toMatchObject({ value: '90401', detail: 'Santa Monica, CA' });
  });

  it('returns at most the limit, and nothing for gibberish', () => {
    expect(suggestPlaces('san').length).toBe(8);
    expect(suggestPlaces('zzqx')).toEqual([]);
  });
});

it('normalizePlace drops accents, case and punctuation', () => {
  expect(normalizePlace('  San José,  CA ')).toBe('san jose ca');
});
