/**
 * Data for API tests: people and cars written straight through the ORM, signed-in clients, a real (tiny)
 * photo and a valid booking request, so each test file writes only what its subject needs.
 */
import type { AuthUser, BookingStatus, ConversationRef, Message } from '@ladrive/contracts';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { RunningApi } from '../index.ts';
import { hashPassword } from '../lib/password.ts';
import { Booking } from '../modules/bookings/index.ts';
import { Car } from '../modules/cars/index.ts';
import { positionOfAddress } from '../modules/places/index.ts';
import { User } from '../modules/users/index.ts';
import { type ContractChecker, sharedContractChecker } from './contract.ts';

import { freshIp, TestClient } from './helpers.ts';

export { bookingRequest, LICENSE_EXPIRY } from './booking-request.ts';

export const TEST_PASSWORD = 'a-good-password';

/** A real JPEG (the API decodes every identity photo), as the booking form sends it. */
export async function jpegDataUrl(width = 8, height = 8): Promise<string> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#888888' } })
    .jpeg()
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

export interface PersonSpec {
  /** Becomes `<key>@<domain>` and the client's name. */
  key: string;
  firstName?: string;
  isHost?: boolean;
  isAdmin?: boolean;
  /** The account's phone, as stored (E.164). */
  phone?: string;
}

export interface TestParties {
  users: Record<string, User>;
  cars: Car[];
  clients: Record<string, TestClient>;
}

/**
 * People (signed in, one client each) and `cars` cars belonging to the first host among them, written through
 * the ORM; `domain` keeps each file's people apart; `contract` checks every response of the clients.
 */
export async function createParties(
  api: RunningApi,
  {
    domain,
    people,
    cars = 1,
    city = 'Testville',
    contract,
  }: { domain: string; people: PersonSpec[]; cars?: number; city?: string; contract?: ContractChecker },
): Promise<TestParties> {
  const em = api.orm.em.fork();
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const users: Record<string, User> = {};
  for (const person of people) {
    users[person.key] = em.create(User, {
      email: `${person.key}@${domain}`,
      passwordHash,
      firstName: person.firstName ?? person.key,
      lastName: 'Tester',
      isHost: person.isHost ?? false,
      isAdmin: person.isAdmin ?? false,
      phone: person.phone ?? null,
    });
  }
  const host = Object.values(users).find((user) => user.isHost);
  const created = Array.from({ length: host ? cars : 0 }, (_, i) =>
    em.create(Car, {
      host: host!,
      make: 'Test',
      model: `Car ${i}`,
      year: 2024,
      category: 'economy',
      seats: 5,
      transmission: 'automatic',
      fuelType: 'gasoline',
      pricePerDay: '50.00',
      location: `${i} Test St`,
      city,
      state: 'CA',
      // positioned as a listing is, so a place search finds the cars of a real city
      ...positionOfAddress({ location: `${i} Test St`, city, state: 'CA' }),
      images: [],
      isAvailable: true,
    }),
  );
  await em.flush();
  const clients: Record<string, TestClient> = {};
  for (const person of people) {
    clients[person.key] = new TestClient(api.url, { contract });
    const res = await clients[person.key]!.postJson(
      '/api/login',
      { email: `${person.key}@${domain}`, password: TEST_PASSWORD },
      freshIp(),
    );
    expect(res.status).toBe(200);
  }
  return { users, cars: created, clients };
}

/**
 * A booking written straight through the ORM, in any status and with any dates (past ones too), as if its renter
 * had booked and paid (a pending one unpaid). Its history is left empty: tests that need one make it through the API.
 */
export async function insertBooking(
  api: RunningApi,
  trip: { car: Car; renter: User; startDate: string; endDate: string; status: BookingStatus },
): Promise<string> {
  const em = api.orm.em.fork();
  const booking = em.create(Booking, {
    car: em.getReference(Car, trip.car.id),
    renter: em.getReference(User, trip.renter.id),
    host: em.getReference(User, trip.car.host.id),
    startDate: trip.startDate,
    endDate: trip.endDate,
    driverLicense: 'D7654321',
    fullName: `${trip.renter.firstName} ${trip.renter.lastName}`,
    address: '2 Side St, Los Angeles, CA',
    phone: '+12135550102',
    emergencyContact: 'Em Contact',
    emergencyPhone: '+12135550103',
    totalPrice: '110.00',
    serviceFee: '10.00',
    insuranceFee: '0.00',
    paymentIntentId: trip.status === 'pending' ? null : 'pi_sim_inserted',
    status: trip.status,
  });
  await em.flush();
  return booking.id;
}

/** `client` opens (or finds) its conversation about the car, as 'Pregúntale al anfitrión' does; its id. */
export async function openConversation(client: TestClient, carId: string): Promise<string> {
  const res = await client.postJson(`/api/cars/${carId}/conversation`, undefined);
  expect([200, 201]).toContain(res.status);
  return res.json<ConversationRef>().id;
}

/** `client` sends a message in the conversation (201 expected); the message as its sender reads it. */
export async function postMessage(client: TestClient, conversationId: string, body: string): Promise<Message> {
  const res = await client.postJson(`/api/conversations/${conversationId}/messages`, { body });
  expect(res.status).toBe(201);
  return res.json<Message>();
}

/** A car listing's body (POST /api/cars) with `images`, as a host's form sends it. */
export const listingBody = (images: readonly string[]) => ({
  make: 'Subaru',
  model: 'Outback',
  year: 2021,
  category: 'suv',
  seats: 5,
  transmission: 'automatic',
  fuelType: 'gasoline',
  pricePerDay: '74.50',
  location: '1200 Sunset Blvd',
  city: 'Echo Park',
  state: 'CA',
  description: 'Roof rack included.',
  features: ['bluetooth', 'gps'],
  images: [...images],
});

export interface Member {
  client: TestClient;
  user: AuthUser;
}

/** A new account signed up through the API (its client keeps the session), from an address of its own. */
export async function signUpMember(apiUrl: string, prefix: string): Promise<Member> {
  const client = new TestClient(apiUrl, { contract: sharedContractChecker() });
  const res = await client.postJson(
    '/api/signup',
    {
      email: `${prefix}.${Date.now()}.${Math.random()}@example.com`,
      password: TEST_PASSWORD,
      firstName: 'Lena',
      lastName: 'Lister',
    },
    freshIp(),
  );
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${res.text}`);
  return { client, user: res.json<AuthUser>() };
}
