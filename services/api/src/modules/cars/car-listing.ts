/**
 * The listing use cases: listing a car and editing it. Photos are checked and re-encoded first (the storage
 * module's uploads); only when every photo and field passed are the photos stored and the car written, so a
 * refusal writes nothing. The first listing makes the user a host.
 */
import { randomUUID } from 'node:crypto';
import {
  CAR_NOT_FOUND,
  CAR_POLICY_MESSAGES,
  CAR_REMOVED,
  type CarDetail,
  type CarInsert,
  type CarRemoval,
  type CarUpdate,
  canEditCar,
  keepsCarListed,
} from '@ladrive/contracts';
import { LockMode } from '@mikro-orm/core';
import { kyselyOf } from '../../db/kysely.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../deps.ts';
import { positionOfAddress } from '../places/index.ts';
import {
  isUploadReference,
  type PreparedPhoto,
  photoKeyOf,
  prepareUploadedPhoto,
  removePhotoVariants,
  removeUploads,
  type StorageService,
  storeCarPhoto,
  UPLOAD_MESSAGES,
} from '../storage/index.ts';
import type { User } from '../users/index.ts';
import { Car } from './car.entity.ts';
import { findCarDetail } from './cars.service.ts';

function refuseDuplicates(images: readonly string[]): void {
  const seen = new Set<string>();
  images.forEach((image, index) => {
    if (seen.has(image)) {
      throw new ApiError(400, UPLOAD_MESSAGES.duplicate, {
        issues: [{ path: `images.${index}`, message: UPLOAD_MESSAGES.duplicate }],
      });
    }
    seen.add(image);
  });
}

/** One photo of the final list: kept as it is (an existing photo of the car) or a new upload to store. */
type PlannedPhoto = { keep: string } | { upload: PreparedPhoto };

/** Checks every entry of `images` before anything is written; `current` are the car's photos when editing. */
async function planPhotos(
  storage: StorageService,
  userId: string,
  images: readonly string[],
  current: readonly string[] = [],
): Promise<PlannedPhoto[]> {
  refuseDuplicates(images);
  const planned: PlannedPhoto[] = [];
  for (const [index, image] of images.entries()) {
    if (current.includes(image)) planned.push({ keep: image });
    else if (isUploadReference(storage, image)) {
      planned.push({ upload: await prepareUploadedPhoto(storage, userId, image, index) });
    } else {
      throw new ApiError(400, UPLOAD_MESSAGES.notOurs, {
        issues: [{ path: `images.${index}`, message: UPLOAD_MESSAGES.notOurs }],
      });
    }
  }
  return planned;
}

const uploadsOf = (planned: readonly PlannedPhoto[]) =>
  planned.flatMap((photo) => ('upload' in photo ? [photo.upload] : []));

async function storePlanned(storage: StorageService, carId: string, planned: readonly PlannedPhoto[]) {
  const urls: string[] = [];
  for (const photo of planned)
    urls.push('keep' in photo ? photo.keep : await storeCarPhoto(storage, carId, photo.upload));
  return urls;
}

type PhotoDeps = Pick<AppDeps, 'storage' | 'jobs'>;

/** Deletes the photos at `urls` from the store; answers their keys. */
async function removeOriginals(storage: StorageService, urls: readonly string[]): Promise<string[]> {
  const keys = urls.flatMap((url) => photoKeyOf(url) ?? []);
  await Promise.all(keys.map((key) => storage.remove(storage.buckets.carPhotos, key)));
  return keys;
}

/** Deletes photos a car showed, and (through the job queue) every resized copy made of them. */
async function removePhotos({ storage, jobs }: PhotoDeps, urls: readonly string[]): Promise<void> {
  await removePhotoVariants(jobs, await removeOriginals(storage, urls));
}

/** Writes the car (and its photos); when the write fails, the photos just stored are removed again. */
async function withStoredPhotos<T>(
  storage: StorageService,
  carId: string,
  planned: readonly PlannedPhoto[],
  write: (urls: string[]) => Promise<T>,
): Promise<T> {
  const urls = await storePlanned(storage, carId, planned);
  const stored = urls.filter((_url, index) => 'upload' in planned[index]!);
  try {
    return await write(urls);
  } catch (err) {
    // photos no car showed yet: no resized copy of them exists to queue a deletion for
    await removeOriginals(storage, stored);
    throw err;
  }
}

type ListingDeps = Pick<AppDeps, 'orm' | 'storage' | 'jobs'>;

/**
 * POST /api/cars/validate: every check `listCar` makes before it writes (the fields were parsed at the edge by the
 * same schema), and no write; the uploads stay for the listing itself.
 */
export async function checkListing({ storage }: Pick<AppDeps, 'storage'>, host: User, input: CarInsert) {
  return planPhotos(storage, host.id, input.images);
}

/** POST /api/cars: `host` (the signed-in user) lists a car. */
export async function listCar({ orm, storage }: ListingDeps, host: User, input: CarInsert): Promise<CarDetail> {
  const em = orm.em;
  const planned = await checkListing({ storage }, host, input);
  const carId = randomUUID();
  await withStoredPhotos(storage, carId, planned, async (images) => {
    em.create(Car, {
      id: carId,
      host,
      make: input.make,
      model: input.model,
      year: input.year,
      category: input.category,
      seats: input.seats,
      transmission: input.transmission,
      fuelType: input.fuelType,
      pricePerDay: input.pricePerDay,
      location: input.location,
      city: input.city,
      state: input.state,
      description: input.description || null,
      features: input.features,
      images,
      ...positionOfAddress(input),
    });
    host.isHost = true;
    await em.flush();
  });
  await removeUploads(storage, uploadsOf(planned));
  return (await findCarDetail(em, carId))!;
}

/** PATCH /api/cars/:id: `user` edits a car (its host or an admin: `canEditCar` in contracts). */
export async function editCar(deps: ListingDeps, user: User, carId: string, update: CarUpdate): Promise<CarDetail> {
  const { orm, storage } = deps;
  const em = orm.em;
  const car = await em.findOne(Car, { id: carId });
  if (!car) throw notFound(CAR_NOT_FOUND);
  const permission = canEditCar(user, { hostId: car.host.id });
  if (!permission.ok) throw new ApiError(permission.status, permission.message);
  // a removed listing stays removed: resuming it would put it back in search
  if (car.deletedAt) throw new ApiError(410, CAR_REMOVED);

  const { images, description, ...fields } = update;
  const planned = images ? await planPhotos(storage, user.id, images, car.images) : undefined;
  const before = [...car.images];
  await withStoredPhotos(storage, car.id, planned ?? [], async (urls) => {
    for (const [name, value] of Object.entries(fields)) {
      if (value !== undefined) Object.assign(car, { [name]: value });
    }
    if (description !== undefined) car.description = description || null;
    if (planned) car.images = urls;
    if (fields.location !== undefined || fields.city !== undefined || fields.state !== undefined) {
      Object.assign(car, positionOfAddress(car) ?? { latitude: null, longitude: null });
    }
    await em.flush();
  });
  if (planned) {
    await removeUploads(storage, uploadsOf(planned));
    await removePhotos(
      deps,
      before.filter((url) => !car.images.includes(url)),
    );
  }
  return (await findCarDetail(em, car.id))!;
}

/**
 * DELETE /api/cars/:id: `user` (its host or an admin) removes a listing. A soft delete: the car is marked removed
 * and unavailable, so it leaves search, featured cars, favourites and its host's cars, while its bookings, reviews
 * and earnings keep pointing at it. Refused (409) while a booking keeps it listed (`keepsCarListed`). The car's row
 * is locked for the check and the write; a booking being made at the same moment locks it too (create-booking.ts),
 * so either the booking sees the car removed or the removal sees the booking.
 */
export async function removeCar({ orm }: Pick<AppDeps, 'orm'>, user: User, carId: string): Promise<CarRemoval> {
  return orm.em.transactional(async (tx) => {
    const car = await tx.findOne(Car, { id: carId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!car) throw notFound(CAR_NOT_FOUND);
    const permission = canEditCar(user, { hostId: car.host.id });
    if (!permission.ok) throw new ApiError(permission.status, permission.message);
    if (car.deletedAt) throw new ApiError(410, CAR_REMOVED);
    const now = new Date();
    const bookings = await kyselyOf(tx)
      .selectFrom('booking')
      .select(['status', 'hold_expires_at'])
      .where('car_id', '=', car.id)
      .where('status', 'in', ['pending', 'confirmed'])
      .execute();
    if (
      bookings.some((booking) =>
        keepsCarListed({ status: booking.status, holdExpiresAt: booking.hold_expires_at }, now),
      )
    )
      throw new ApiError(409, CAR_POLICY_MESSAGES.hasUpcomingTrips);
    car.deletedAt = now;
    car.isAvailable = false;
    await tx.flush();
    return { id: car.id, removedAt: now.toISOString() };
  });
}
