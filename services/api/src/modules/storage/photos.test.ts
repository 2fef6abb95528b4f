/** Public car photos and their card-width variants, served from the real object store. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import { TestClient, useTestApi } from '../../testing/helpers.ts';
import { isUploadReference, photoStoreUrl, StorageService } from './index.ts';

let api: RunningApi;

useTestApi((started) => ({ api } = started));

/** The redirect `res` answers, checked to lead to the car photo bucket of the store. */
function storeLocation(res: Response): URL {
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!);
  expect(location.origin).toBe(api.storage.publicOrigin);
  expect(location.origin).toBe(`http://127.0.0.1:${api.storage.options.port}`);
  expect(location.pathname.startsWith(`/${api.storage.buckets.carPhotos}/`)).toBe(true);
  return location;
}

describe('GET /api/photos/*key', () => {
  it('redirects to the photo in the object store, a URL kept a day, the photo immutable there', async () => {
    const data = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 fake-image-bytes');
    await api.storage.put(api.storage.buckets.carPhotos, 'cars/test-car/1.webp', data, 'image/webp');
    const res = await fetch(`${api.url}/api/photos/cars/test-car/1.webp`, { redirect: 'manual' });
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('set-cookie')).toBeNull();
    const location = storeLocation(res);
    expect(location.pathname).toBe(`/${api.storage.buckets.carPhotos}/cars/test-car/1.webp`);
    expect(location.searchParams.get('X-Amz-Expires')).toBe(String(7 * 24 * 60 * 60));

    const photo = await fetch(location);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(data);
  });

  it('gives one store URL per photo all day, signed at the start of the UTC day', async () => {
    const at = (iso: string) => photoStoreUrl(api.storage, 'cars/test-car/1.webp', new Date(iso));
    const morning = await at('2026-03-04T00:00:01Z');
    expect(await at('2026-03-04T23:59:59Z')).toBe(morning);
    expect(new URL(morning).searchParams.get('X-Amz-Date')).toBe('20260304T000000Z');
    expect(await at('2026-03-05T00:00:00Z')).not.toBe(morning);
  });

  it('redirects to a copy scaled to a card width as WebP, made by the first request and reused', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#5b3df5' } })
      .webp()
      .toBuffer();
    await api.storage.put(api.storage.buckets.carPhotos, 'cars/sized/1.webp', photo, 'image/webp');

    const first = await fetch(`${api.url}/api/photos/cars/sized/1.webp?w=480`, { redirect: 'manual' });
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
    const location = storeLocation(first);
    const scaledFile = await fetch(location);
    expect(scaledFile.headers.get('content-type')).toBe('image/webp');
    const scaled = Buffer.from(await scaledFile.arrayBuffer());
    expect(await sharp(scaled).metadata()).toMatchObject({ width: 480, height: 320, format: 'webp' });
    expect(scaled.length).toBeLessThan(photo.length);

    // a browser follows the redirect to the same bytes
    const followed = await fetch(`${api.url}/api/photos/cars/sized/1.webp?w=480`);
    expect(followed.status).toBe(200);
    expect(Buffer.from(await followed.arrayBuffer())).toEqual(scaled);
    const again = await fetch(`${api.url}/api/photos/cars/sized/1.webp?w=480`, { redirect: 'manual' });
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
  });

  it('signs for the name browsers reach the store by (S3_PUBLIC_URL), without asking the store', async () => {
    const storage = new StorageService({ ...api.storage.options, publicUrl: 'https://storage.ladrive.test' });
    const location = new URL(await photoStoreUrl(storage, 'cars/test-car/1.webp'));
    expect(location.origin).toBe('https://storage.ladrive.test');
    expect(location.pathname).toBe(`/${storage.buckets.carPhotos}/cars/test-car/1.webp`);
    const upload = await storage.presignedPost(storage.buckets.carUploads, 'uploads/x', {
      contentType: 'image/webp',
      minBytes: 1,
      maxBytes: 10,
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect(new URL(upload.url).origin).toBe('https://storage.ladrive.test');
    // the listing names what the browser POSTed to: the public name is the store's
    expect(isUploadReference(storage, `${upload.url}/uploads/x`)).toBe(true);
    expect(isUploadReference(storage, `${api.storage.publicOrigin}/${storage.buckets.carUploads}/uploads/x`)).toBe(
      false,
    );
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
