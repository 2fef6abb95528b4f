/**
 * Listing-photo uploads as the browser meets them: a POST policy limited to one key, 1 byte–10 MB and the asked
 * content type; a per-user rate and cap on targets; the check of each upload as soon as it landed. What the
 * embedded s3rver does not enforce of a policy is pinned here too (decision 0046): the check covers it.
 */
import {
  CAR_PHOTO_MAX_BYTES,
  CAR_PHOTO_UNUSED_UPLOADS_MAX,
  CAR_PHOTO_UNUSED_UPLOADS_MESSAGE,
  CAR_PHOTO_UPLOAD_RATE_MESSAGE,
  CAR_PHOTO_UPLOADS_PER_WINDOW,
  type CarImageUploadTarget,
} from '@ladrive/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import { type Member, signUpMember } from '../../testing/fixtures.ts';
import { defaultText, query, SITE_ORIGIN, TestClient, type TestDatabase, useTestApi } from '../../testing/helpers.ts';
import { postToTarget } from '../../testing/uploads.ts';
import { UPLOAD_MESSAGES } from './car-uploads.ts';

let db: TestDatabase;
let api: RunningApi;
useTestApi((started) => ({ db, api } = started));

const signUp = () => signUpMember(api.url, 'uploader');

async function target(member: Member, contentType = 'image/jpeg'): Promise<CarImageUploadTarget> {
  const res = await member.client.postJson('/api/car-images/upload', { contentType });
  expect(res.status).toBe(200);
  return res.json<CarImageUploadTarget>();
}

const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 90, g: 40, b: 160 } } })
    .jpeg()
    .toBuffer();

const policyOf = (target: CarImageUploadTarget) =>
  JSON.parse(Buffer.from(target.fields.policy!, 'base64').toString('utf8')) as {
    expiration: string;
    conditions: unknown[][];
  };

const objectExists = async (target: CarImageUploadTarget) => (await fetch(target.uploadURL)).status === 200;

/** Ages every target of `member` by `minutes` (the route reads the real clock; its rows say when each was issued). */
const ageTargets = (member: Member, minutes: number) =>
  query(db.url, `update car_photo_upload set created_at = created_at - make_interval(mins => $2) where user_id = $1`, [
    member.user.id,
    minutes,
  ]);

describe('POST /api/car-images/upload', () => {
  it('401 signed out; 400 naming contentType for anything but a JPEG, PNG or WebP, nothing issued', async () => {
    const visitor = new TestClient(api.url, { contract: sharedContractChecker() });
    const signedOut = await visitor.postJson('/api/car-images/upload', { contentType: 'image/jpeg' });
    expect(signedOut.status).toBe(401);
    expect(signedOut.text).toContain('Unauthorized');
    const member = await signUp();
    for (const contentType of ['text/plain', 'image/svg+xml', 42]) {
      const res = await member.client.postJson('/api/car-images/upload', { contentType });
      expect(res.status).toBe(400);
      expect(res.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe('contentType');
    }
    expect(await query(db.url, 'select key from car_photo_upload where user_id = $1', [member.user.id])).toEqual([]);
  });

  it("answers the spec's call without a body with a policy for any image type", async () => {
    const member = await signUp();
    for (const body of [undefined, {}]) {
      const res = await member.client.postJson('/api/car-images/upload', body);
      expect(res.status).toBe(200);
      expect(policyOf(res.json<CarImageUploadTarget>()).conditions).toContainEqual([
        'starts-with',
        '$Content-Type',
        'image/',
      ]);
    }
  });

  it('gives a 5-minute POST policy for one key of the user, 1 byte to 10 MB, of the asked type', async () => {
    const member = await signUp();
    const before = Date.now();
    const first = await target(member, 'image/png');
    const second = await target(member);
    expect(first.method).toBe('POST');
    expect(first.key).toMatch(new RegExp(`^uploads/${member.user.id}/[0-9a-f-]{36}$`));
    expect(second.key).not.toBe(first.key);
    expect(first.fields).toMatchObject({ key: first.key, 'Content-Type': 'image/png' });
    expect(first.uploadURL).toBe(`${first.url.replace(/\/+$/, '')}/${first.key}`);
    const policy = policyOf(first);
    expect(policy.conditions).toContainEqual(['content-length-range', 1, CAR_PHOTO_MAX_BYTES]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'image/png']);
    expect(policy.conditions).toContainEqual(['eq', '$key', first.key]);
    const expires = Date.parse(policy.expiration);
    expect(expires).toBe(Date.parse(first.expiresAt));
    expect(expires - before).toBeGreaterThanOrEqual(5 * 60_000 - 1000);
    expect(expires - before).toBeLessThan(5 * 60_000 + 5000);
  });

  it('the browser POSTs the form from the site origin (CORS preflight of the object store)', async () => {
    const issued = await target(await signUp());
    const preflight = await fetch(issued.url, {
      method: 'OPTIONS',
      headers: { origin: SITE_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toMatch(/^(\*|http:\/\/localhost:3000)$/);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it(`refuses a user past ${CAR_PHOTO_UPLOADS_PER_WINDOW} targets in 10 minutes: 429 with Retry-After`, async () => {
    const member = await signUp();
    for (let i = 0; i < CAR_PHOTO_UNUSED_UPLOADS_MAX; i++) await target(member);
    // expired targets that never landed are no unused uploads, but the rate still counts them
    await ageTargets(member, 6);
    for (let i = CAR_PHOTO_UNUSED_UPLOADS_MAX; i < CAR_PHOTO_UPLOADS_PER_WINDOW; i++) await target(member);
    const refused = await member.client.postJson('/api/car-images/upload', { contentType: 'image/jpeg' });
    expect(refused.status).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(defaultText(CAR_PHOTO_UPLOAD_RATE_MESSAGE));
    // the oldest counted leaves the window 10 − 6 = 4 minutes from now
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3 * 60);
    expect(retryAfter).toBeLessThanOrEqual(4 * 60);
    // another user is not affected; the window passing lets the user go on
    await target(await signUp());
    await ageTargets(member, 10);
    await target(member);
  });

  it(`refuses a user with ${CAR_PHOTO_UNUSED_UPLOADS_MAX} uploads no listing uses: 429 with Retry-After`, async () => {
    const member = await signUp();
    const issued: CarImageUploadTarget[] = [];
    for (let i = 0; i < CAR_PHOTO_UNUSED_UPLOADS_MAX; i++) issued.push(await target(member));
    const refused = await member.client.postJson('/api/car-images/upload', { contentType: 'image/jpeg' });
    expect(refused.status).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(defaultText(CAR_PHOTO_UNUSED_UPLOADS_MESSAGE));
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(5 * 60);

    // landed uploads keep counting after their targets expired (until a listing uses them, or 24 hours)
    for (const landed of issued.slice(0, CAR_PHOTO_UNUSED_UPLOADS_MAX)) {
      expect((await postToTarget(landed, await photo())).ok).toBe(true);
    }
    await ageTargets(member, 6);
    const still = await member.client.postJson('/api/car-images/upload', { contentType: 'image/jpeg' });
    expect(still.status).toBe(429);
    expect(Number(still.headers.get('retry-after'))).toBeGreaterThan(23 * 60 * 60);
  });
});

describe('POST /api/car-images/check', () => {
  it('200 with the key for a JPEG of the user, as soon as it landed', async () => {
    const member = await signUp();
    const issued = await target(member);
    expect((await postToTarget(issued, await photo())).ok).toBe(true);
    const res = await member.client.postJson('/api/car-images/check', { key: issued.key });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ key: issued.key });
    expect(await objectExists(issued)).toBe(true);
  });

  it.each([
    ['text renamed .jpg', Buffer.from('just some words, not a photo'), UPLOAD_MESSAGES.notImage],
    ['a JPEG header on garbage', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]), UPLOAD_MESSAGES.notImage],
  ])('400 with the listing’s message for %s, and the upload is deleted', async (_name, bytes, message) => {
    const member = await signUp();
    const issued = await target(member);
    expect((await postToTarget(issued, bytes)).ok).toBe(true);
    const res = await member.client.postJson('/api/car-images/check', { key: issued.key });
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({
      message: defaultText(message),
      issues: [{ path: 'key', message: defaultText(message) }],
    });
    expect(await objectExists(issued)).toBe(false);
  });

  it('400 for another user’s upload (kept), a missing one and a key outside the upload area', async () => {
    const owner = await signUp();
    const member = await signUp();
    const theirs = await target(owner);
    expect((await postToTarget(theirs, Buffer.from('not a photo'))).ok).toBe(true);
    const never = await target(member);
    for (const [key, message] of [
      [theirs.key, UPLOAD_MESSAGES.otherUser],
      [never.key, UPLOAD_MESSAGES.missing],
      ['cars/some-car/photo.webp', UPLOAD_MESSAGES.notOurs],
    ] as const) {
      const res = await member.client.postJson('/api/car-images/check', { key });
      expect(res.status).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(defaultText(message));
    }
    expect(await objectExists(theirs)).toBe(true);
    expect((await new TestClient(api.url).postJson('/api/car-images/check', { key: never.key })).status).toBe(401);
  });
});

describe('what the embedded s3rver enforces of a POST policy (nothing: the check covers it)', () => {
  it('stores a file over 10 MB, of another type, without a signature; the check refuses and deletes it', async () => {
    const member = await signUp();
    const issued = await target(member);
    const big = Buffer.alloc(CAR_PHOTO_MAX_BYTES + 1, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const { 'x-amz-signature': _signature, policy: _policy, ...unsigned } = issued.fields;
    const posted = await postToTarget(
      { ...issued, fields: { ...unsigned, 'Content-Type': 'text/plain' } },
      big,
      'text/plain',
    );
    expect(posted.ok).toBe(true);
    expect(await objectExists(issued)).toBe(true);
    const res = await member.client.postJson('/api/car-images/check', { key: issued.key });
    expect(res.status).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(defaultText(UPLOAD_MESSAGES.tooLarge));
    expect(await objectExists(issued)).toBe(false);
  });
});
