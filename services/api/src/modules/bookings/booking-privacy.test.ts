/**
 * What a booking shows its host: the renter's name and dates, the phone once confirmed, never identity details;
 * and what it shows its renter of the host: the host's phone while the trip is confirmed.
 */
import { addDays, type BookingView, earliestStartDate, type HostDashboard } from '@ladrive/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { bookingRequest, createParties, jpegDataUrl, type TestParties } from '../../testing/fixtures.ts';
import { useTestApi } from '../../testing/helpers.ts';

let api: RunningApi;
useTestApi((started) => ({ api } = started));

let clients: TestParties['clients'];
let hostId = '';
let carId = '';
let photo = '';
const HOST_PHONE = '+13105550187';

const PRIVATE = {
  driverLicense: 'D7654321',
  address: '9 Private Rd, Pasadena, CA',
  emergencyContact: 'Eva Renter',
  emergencyPhone: '+16265550199',
};

beforeAll(async () => {
  photo = await jpegDataUrl();
  const parties = await createParties(api, {
    domain: 'privacy.test',
    people: [{ key: 'host', isHost: true, phone: HOST_PHONE }, { key: 'renter' }, { key: 'admin', isAdmin: true }],
  });
  ({ clients } = parties);
  hostId = parties.users.host!.id;
  carId = parties.cars[0]!.id;
});

describe('a booking as its host sees it', () => {
  it('pending: name and dates only; confirmed: the phone too; never licence, address or emergency contacts', async () => {
    const start = addDays(earliestStartDate(), 5);
    const created = await clients.renter!.postJson(
      '/api/bookings',
      bookingRequest({ carId, startDate: start, endDate: addDays(start, 2) }, photo, {
        fullName: 'Rita Renter',
        phone: '(626) 555-0100',
        ...PRIVATE,
      }),
    );
    expect(created.status).toBe(201);
    const { id } = created.json<BookingView>();
    const hidden = { driverLicense: '', address: '', emergencyContact: '', emergencyPhone: '' };

    expect((await clients.renter!.get(`/api/bookings/${id}`)).json<BookingView>()).toMatchObject({ hostPhone: null });
    const pending = (await clients.host!.get(`/api/bookings/${id}`)).json<BookingView>();
    expect(pending).toMatchObject({ fullName: 'Rita Renter', startDate: start, phone: '', ...hidden });
    const listed = (await clients.host!.get(`/api/bookings/host/${hostId}`)).json<BookingView[]>();
    expect(listed.find((booking) => booking.id === id)).toMatchObject({ phone: '', ...hidden });
    const dashboard = (await clients.host!.get(`/api/host/${hostId}/dashboard`)).json<HostDashboard>();
    expect(JSON.stringify(dashboard)).not.toContain(PRIVATE.driverLicense);

    const paid = await clients.renter!.postJson(`/api/bookings/${id}/payment`, {
      cardNumber: '4242 4242 4242 4242',
      expiryDate: '12/35',
      cvv: '123',
      cardholderName: 'Rita Renter',
    });
    expect(paid.status).toBe(200);
    const confirmed = (await clients.host!.get(`/api/bookings/${id}`)).json<BookingView>();
    expect(confirmed).toMatchObject({ status: 'confirmed', phone: '+16265550100', ...hidden });
    expect((await clients.renter!.get(`/api/bookings/${id}`)).json<BookingView>()).toMatchObject({
      hostPhone: HOST_PHONE,
    });

    // the renter and the platform's admins see everything
    expect((await clients.renter!.get(`/api/bookings/${id}`)).json()).toMatchObject(PRIVATE);
    expect((await clients.admin!.get(`/api/bookings/${id}`)).json()).toMatchObject(PRIVATE);
  });
});
