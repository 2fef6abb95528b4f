/** What a booking shows its host: the renter's name and dates, the phone once confirmed, never identity details. */
import { addDays, type BookingView, earliestStartDate, type HostDashboard } from '@ladrive/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { hashPassword } from '../../lib/password.ts';
import { freshIp, TestClient, useTestApi } from '../../testing/helpers.ts';
import { Car } from '../cars/car.entity.ts';
import { User } from '../users/user.entity.ts';

let api: RunningApi;
useTestApi((started) => ({ api } = started));

const PASSWORD = 'a-good-password';
const clients = {} as Record<'host' | 'renter' | 'admin', TestClient>;
let hostId = '';
let carId = '';

const PRIVATE = {
  driverLicense: 'D7654321',
  address: '9 Private Rd, Pasadena, CA',
  emergencyContact: 'Eva Renter',
  emergencyPhone: '(626) 555-0199',
};

beforeAll(async () => {
  const em = api.orm.em.fork();
  const passwordHash = await hashPassword(PASSWORD);
  const host = em.create(User, {
    email: 'host@privacy.test',
    passwordHash,
    firstName: 'Hana',
    lastName: 'Host',
    isHost: true,
  });
  em.create(User, { email: 'renter@privacy.test', passwordHash, firstName: 'Rita', lastName: 'Renter' });
  em.create(User, { email: 'admin@privacy.test', passwordHash, firstName: 'Ada', lastName: 'Admin', isAdmin: true });
  const car = em.create(Car, {
    host,
    make: 'Privacy',
    model: 'One',
    year: 2024,
    category: 'economy',
    seats: 5,
    transmission: 'automatic',
    fuelType: 'gasoline',
    pricePerDay: '40.00',
    location: '1 Quiet St',
    city: 'Pasadena',
    state: 'CA',
    images: [],
    isAvailable: true,
  });
  await em.flush();
  hostId = host.id;
  carId = car.id;
  for (const who of ['host', 'renter', 'admin'] as const) {
    clients[who] = new TestClient(api.url);
    const res = await clients[who].postJson(
      '/api/login',
      { email: `${who}@privacy.test`, password: PASSWORD },
      freshIp(),
    );
    expect(res.status).toBe(200);
  }
});

describe('a booking as its host sees it', () => {
  it('pending: name and dates only; confirmed: the phone too; never licence, address or emergency contacts', async () => {
    const photo = `data:image/jpeg;base64,${(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888888' } })
        .jpeg()
        .toBuffer()
    ).toString('base64')}`;
    const start = addDays(earliestStartDate(), 5);
    const created = await clients.renter.postJson('/api/bookings', {
      carId,
      startDate: start,
      endDate: addDays(start, 2),
      fullName: 'Rita Renter',
      phone: '(626) 555-0100',
      ...PRIVATE,
      addInsurance: false,
      agreesToTerms: true,
      licensePhoto: photo,
      selfieWithLicense: photo,
    });
    expect(created.status).toBe(201);
    const { id } = created.json<BookingView>();
    const hidden = { driverLicense: '', address: '', emergencyContact: '', emergencyPhone: '' };

    const pending = (await clients.host.get(`/api/bookings/${id}`)).json<BookingView>();
    expect(pending).toMatchObject({ fullName: 'Rita Renter', startDate: start, phone: '', ...hidden });
    const listed = (await clients.host.get(`/api/bookings/host/${hostId}`)).json<BookingView[]>();
    expect(listed.find((booking) => booking.id === id)).toMatchObject({ phone: '', ...hidden });
    const dashboard = (await clients.host.get(`/api/host/${hostId}/dashboard`)).json<HostDashboard>();
    expect(JSON.stringify(dashboard)).not.toContain(PRIVATE.driverLicense);

    const paid = await clients.renter.postJson(`/api/bookings/${id}/payment`, {
      cardNumber: '4242 4242 4242 4242',
      expiryDate: '12/35',
      cvv: '123',
      cardholderName: 'Rita Renter',
    });
    expect(paid.status).toBe(200);
    const confirmed = (await clients.host.get(`/api/bookings/${id}`)).json<BookingView>();
    expect(confirmed).toMatchObject({ status: 'confirmed', phone: '(626) 555-0100', ...hidden });

    // the renter and the platform's admins see everything
    expect((await clients.renter.get(`/api/bookings/${id}`)).json()).toMatchObject(PRIVATE);
    expect((await clients.admin.get(`/api/bookings/${id}`)).json()).toMatchObject(PRIVATE);
  });
});
