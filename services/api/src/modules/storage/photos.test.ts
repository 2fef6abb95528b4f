/** Public car photos and their card-width variants, served from the real object store. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import { TestClient, useTestApi } from '../../testing/helpers.ts';

let api: RunningApi;

useTestApi((started) => ({ api } = started));

describe('GET /api/photos/*key', () => {
  it('streams a public car photo with immutable caching and its content type', async () => {
    const data = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 fake-image-bytes');
    await api.storage.put(api.storage.buckets.carPhotos, 'cars/test-car/1.webp', data, 'image/webp');
    const res = await fetch(`${api.url}/api/photos/cars/test-car/1.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(Buffer.from(await res.arrayBuffer())).toEqual(data);

    const etag = res.headers.get('etag')!;
    const again = await fetch(`${api.url}/api/photos/cars/test-car/1.webp`, {
      // fetch adds Cache-Control: no-cache to conditional requests unless one is given
      headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });

  it('serves a photo scaled to a card width as WebP, made once and reused', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#5b3df5' } })
      .webp()
      .toBuffer();
    await api.storage.put(api.storage.buckets.carPhotos, 'cars/sized/1.webp', photo, 'image/webp');

    const first = await fetch(`${api.url}/api/photos/cars/sized/1.webp?w=480`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const scaled = Buffer.from(await first.arrayBuffer());
    expect(await sharp(scaled).metadata()).toMatchObject({ width: 480, height: 320, format: 'webp' });
    expect(scaled.length).toBeLessThan(photo.length);

    const second = await fetch(`${api.url}/api/photos/cars/sized/1.webp?w=480`);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('refuses widths it does not offer and variants of variants', async () => {
    const odd = await new TestClient(api.url, { contract: sharedContractChecker() }).get(
      '/api/photos/cars/sized/1.webp?w=999',
    );
    expect(odd.status).toBe(400);
    expect(odd.json()).toMatchObject({ message: 'w must be one of 320, 480, 800' });
    const nested = await new TestClient(api.url, { contract: sharedContractChecker() }).get(
      '/api/photos/variants/w480/cars/sized/1.webp?w=320',
    );
    expect(nested.status).toBe(404);
  });

  it('404 for missing objects, odd keys and private documents', async () => {
    await api.storage.put(
      api.storage.buckets.bookingDocuments,
      'bookings/x/license.jpg',
      Buffer.from('secret'),
      'image/jpeg',
    );
    for (const path of [
      '/api/photos/cars/none/1.webp',
      '/api/photos/bookings/x/license.jpg',
      '/api/photos/..%2F..%2Fetc%2Fpasswd',
      '/api/photos/',
    ]) {
      const res = await new TestClient(api.url, { contract: sharedContractChecker() }).get(path);
      expect(res.status, path).toBe(404);
    }
  });
});
