/**
 * The data reads remote.ts declares are the very requests the pages make: the site origin's page starts
 * them early (a preload), and the browser hands a page that response only for the same URL.
 */
import { apiPath, routeDataUrl } from '@ladrive/contracts';
import type { RemotePageDeclaration } from '@ladrive/platform/remote';
import { describe, expect, it } from 'vitest';
import remote from '../../remote';
import { carSearchParams } from '../features/search/api/search-cars';
import { searchQueryFromParams } from '../features/search/lib/search-params';

const pages: readonly RemotePageDeclaration[] = remote.pages;
const dataOf = (module: string) => pages.find((page) => page.module === module)?.data ?? [];

describe("the search page's declared read", () => {
  it.each([
    'location=Los%20Angeles',
    'location=Santa+Monica&startDate=2026-12-01&endDate=2026-12-04&sort=price_asc',
    'features=gps,sunroof&location=90401&minSeats=5&page=3&transmission=automatic',
    'maxPrice=80&fuelType=electric&minPrice=20&category=suv&location=LAX',
    '',
  ])('is the request GET /api/cars makes for ?%s', (pageQuery) => {
    const params = new URLSearchParams(pageQuery);
    const query = carSearchParams(searchQueryFromParams(params)).toString();
    const [template] = dataOf('./SearchPage');
    expect(routeDataUrl(template!, {}, params)).toBe(query ? `/api/cars?${query}` : '/api/cars');
  });
});

describe("the car page's declared reads", () => {
  it('are the car, its availability (booked and blocked days, rules), its first page of reviews and their summary', () => {
    const id = '7c9447e7-f6d5-4b09-9a2c-338607caf3b7';
    const urls = dataOf('./CarDetailsPage').map((template) => routeDataUrl(template, { id }, new URLSearchParams()));
    expect(urls).toEqual([
      apiPath('GET /api/cars/:id', { id }),
      apiPath('GET /api/cars/:id/availability', { id }),
      apiPath('GET /api/cars/:id/reviews', { id }),
      apiPath('GET /api/cars/:id/reviews/summary', { id }),
    ]);
  });
});
