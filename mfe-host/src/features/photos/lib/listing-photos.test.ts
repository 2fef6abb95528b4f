import { movePhoto, photosOfCar } from './listing-photos';

const photos = photosOfCar(['/api/photos/a.webp', '/api/photos/b.webp', '/api/photos/c.webp']);
const srcs = (list: { src: string }[]) => list.map((photo) => photo.src);

describe('movePhoto', () => {
  it('moves a photo earlier or later', () => {
    expect(srcs(movePhoto(photos, 2, -1))).toEqual(['/api/photos/a.webp', '/api/photos/c.webp', '/api/photos/b.webp']);
    expect(srcs(movePhoto(photos, 0, 1))).toEqual(['/api/photos/b.webp', '/api/photos/a.webp', '/api/photos/c.webp']);
  });

  it('leaves the order alone past either end', () => {
    expect(srcs(movePhoto(photos, 0, -1))).toEqual(srcs(photos));
    expect(srcs(movePhoto(photos, 2, 1))).toEqual(srcs(photos));
  });
});
