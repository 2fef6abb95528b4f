import {
  addDays,
  marketToday,
  type TripRecord,
  type TripRecordInsert,
  type TripRecords,
  tripPhotoUrl,
} from '@ladrive/contracts';
import { apiError, json, mockApi, renderWithProviders } from '@ladrive/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeBooking, makeUser } from '../../../testing/fixtures';
import { fakeEncoder, imageFile } from '../../../testing/photos';
import { memoryPendingStore, type PendingStore } from '../lib/pending-records';
import { PendingStoreContext } from '../lib/pending-store-context';
import { TripRecordsSection } from './TripRecordsSection';

const today = marketToday();
const renter = makeUser();
const trip = makeBooking({
  status: 'confirmed',
  paymentIntentId: 'pi_1',
  startDate: today,
  endDate: addDays(today, 3),
});

const record = (overrides: Partial<TripRecord>): TripRecord => {
  const id = crypto.randomUUID();
  return {
    id,
    kind: 'pickup',
    side: 'renter',
    odometerMiles: 12_000,
    fuelEighths: 8,
    takenAt: '2031-05-01T17:00:00.000Z',
    receivedAt: '2031-05-01T17:00:05.000Z',
    photos: ['front', 'back', 'left', 'right'].map((angle, n) => ({
      angle: angle as 'front',
      url: tripPhotoUrl(trip.id, id, n),
      sha256: 'a'.repeat(64),
    })),
    ...overrides,
  };
};

const noRecords: TripRecords = {
  opensAt: '2031-04-30T17:00:00.000Z',
  canRecord: ['pickup', 'return'],
  records: [],
  difference: { renter: null, host: null },
};

function renderSection(
  booking = trip,
  routes: Parameters<typeof mockApi>[0] = {},
  store: PendingStore = memoryPendingStore(),
) {
  const api = mockApi({
    'GET /api/auth/user': json(renter),
    'GET /api/bookings/:id/check-ins': json(noRecords),
    ...routes,
  });
  const { wrap } = fakeEncoder();
  renderWithProviders(
    <PendingStoreContext value={store}>{wrap(<TripRecordsSection booking={booking} />)}</PendingStoreContext>,
  );
  return { api, store, user: userEvent.setup() };
}

/** Goes through the guided capture: the four sides, no extra, then the readings, and sends. */
async function capture(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Registrar recogida' }));
  for (const side of ['Frente', 'Parte trasera', 'Lado izquierdo', 'Lado derecho']) {
    const next = screen.getByRole('button', { name: 'Siguiente' });
    expect(next).toBeDisabled();
    await user.upload(screen.getByLabelText(new RegExp(`Tomar foto: ${side}`)), imageFile(`${side}.jpg`));
    expect(await screen.findByRole('img', { name: `Foto: ${side}` })).toBeInTheDocument();
    await user.click(next);
  }
  expect(screen.getByText(/fotos adicionales/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  await user.type(screen.getByLabelText('Odómetro (millas)'), '12345');
  await user.selectOptions(screen.getByLabelText('Combustible o carga'), '6/8');
  await user.click(screen.getByRole('button', { name: 'Enviar registro' }));
}

describe('Registro del auto', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is not shown before recording opens', () => {
    const { api } = renderSection({ ...trip, startDate: addDays(today, 3), endDate: addDays(today, 5) });
    expect(screen.queryByRole('heading', { name: 'Registro del auto' })).not.toBeInTheDocument();
    expect(api.calls('GET /api/bookings/:id/check-ins')).toHaveLength(0);
  });

  it('shows both sides side by side, with the miles driven and the change of fuel', async () => {
    const records: TripRecords = {
      ...noRecords,
      canRecord: [],
      records: [
        record({ kind: 'pickup', side: 'renter', odometerMiles: 12_000, fuelEighths: 8 }),
        record({ kind: 'pickup', side: 'host', odometerMiles: 11_998, fuelEighths: 8 }),
        record({ kind: 'return', side: 'renter', odometerMiles: 12_155, fuelEighths: 5 }),
      ],
      difference: { renter: { milesDriven: 155, fuelDifferenceEighths: -3 }, host: null },
    };
    renderSection({ ...trip, status: 'completed' }, { 'GET /api/bookings/:id/check-ins': json(records) });
    const renterPickup = await screen.findByTestId('trip-record-pickup-renter');
    expect(renterPickup).toHaveTextContent('12,000 mi');
    expect(renterPickup).toHaveTextContent('Combustible: Lleno');
    expect(within(renterPickup).getAllByRole('img')).toHaveLength(4);
    expect(screen.getByTestId('trip-record-pickup-host')).toHaveTextContent('11,998 mi');
    expect(screen.getByTestId('trip-record-return-renter')).toHaveTextContent('Combustible: 5/8');
    expect(screen.getByTestId('trip-record-return-host')).toHaveTextContent('Sin registro');
    expect(screen.getByTestId('trip-record-difference-renter')).toHaveTextContent(
      '155 mi recorridas · combustible −3/8',
    );
    expect(screen.queryByRole('button', { name: /Registrar/ })).not.toBeInTheDocument();
  });

  it('guides the capture side by side, scales each photo and sends the record once', async () => {
    const { api, user } = renderSection(trip, {
      'POST /api/bookings/:id/check-ins': ({ body }) => json(record({ id: (body as TripRecordInsert).id }), 201),
    });
    await capture(user);
    expect(await screen.findByText('Registro enviado.')).toBeInTheDocument();
    const [post] = api.calls('POST /api/bookings/:id/check-ins');
    const sent = post!.body as TripRecordInsert;
    expect(sent).toMatchObject({ kind: 'pickup', odometerMiles: 12_345, fuelEighths: 6 });
    expect(sent.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.photos.map((photo) => photo.angle)).toEqual(['front', 'back', 'left', 'right']);
    expect(sent.photos[0]!.data).toBe(`data:image/jpeg;base64,${btoa('file:Frente.jpg')}`);
    expect(api.calls('POST /api/bookings/:id/check-ins')).toHaveLength(1);
  });

  it("keeps a record it could not send ('Pendiente de enviar') and sends it once when the connection returns", async () => {
    let online = false;
    const posted: string[] = [];
    const { store, user } = renderSection(trip, {
      'POST /api/bookings/:id/check-ins': ({ body }) => {
        if (!online) throw new TypeError('Failed to fetch');
        posted.push((body as TripRecordInsert).id);
        return json(record({ id: (body as TripRecordInsert).id }), 201);
      },
    });
    await capture(user);
    expect(await screen.findByTestId('trip-record-pending')).toHaveTextContent(
      'Pendiente de enviar: Recogida (4 fotos)',
    );
    const [kept] = await store.all();
    expect(kept!.record.odometerMiles).toBe(12_345);
    // kept, it is not offered again
    expect(screen.queryByRole('button', { name: 'Registrar recogida' })).not.toBeInTheDocument();

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByTestId('trip-record-pending')).not.toBeInTheDocument());
    expect(posted).toEqual([kept!.record.id]);
    expect(await store.all()).toEqual([]);
  });

  it('sends what an earlier visit kept as soon as the page opens', async () => {
    const store = memoryPendingStore();
    const kept = {
      bookingId: trip.id,
      record: {
        id: crypto.randomUUID(),
        kind: 'return' as const,
        odometerMiles: 12_400,
        fuelEighths: 4,
        takenAt: '2031-05-04T17:00:00.000Z',
        photos: [],
      },
    };
    await store.put(kept);
    const { api } = renderSection(
      trip,
      { 'POST /api/bookings/:id/check-ins': json(record({ id: kept.record.id }), 200) },
      store,
    );
    await waitFor(() => expect(api.calls('POST /api/bookings/:id/check-ins')).toHaveLength(1));
    expect(api.calls('POST /api/bookings/:id/check-ins')[0]!.body).toEqual(kept.record);
    await waitFor(async () => expect(await store.all()).toEqual([]));
  });

  it("shows the API's refusal and keeps nothing", async () => {
    const { store, user } = renderSection(trip, {
      'POST /api/bookings/:id/check-ins': apiError(409, 'You have already recorded the car at pickup'),
    });
    await capture(user);
    expect(await screen.findByText('You have already recorded the car at pickup')).toBeInTheDocument();
    expect(await store.all()).toEqual([]);
  });
});
