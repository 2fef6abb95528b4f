import {
  addDays,
  BOOKING_FIELD_MESSAGES,
  BOOKING_PHOTO_FILE_REFUSALS,
  BOOKING_RULE_MESSAGES,
  BOOKING_SUBMIT_REFUSALS,
  CAR_NOT_FOUND,
  earliestStartDate,
  formatUSD,
  PHONE_INVALID_MESSAGE,
  quoteAmounts,
  quoteBooking,
} from '@ladrive/contracts';
import { FullPageNavigationContext, useToastStore } from '@ladrive/platform';
import {
  apiError,
  json,
  LocationProbe,
  mockApi,
  PENDING,
  type RouteHandler,
  renderWithProviders,
  UNAUTHORIZED,
} from '@ladrive/platform/testing';
import { Route, Routes } from '@ladrive/routing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inEnglish, problemInEnglish } from '../testing/contract-text';
import { makeBooking, makeCar, makeUser } from '../testing/fixtures';
import { fakeEncoder, fakeStream, imageFile, removeMediaDevices, stubGetUserMedia } from '../testing/photos';
import BookingPage from './BookingPage';

const car = makeCar();
const user = makeUser({ firstName: 'Ana', lastName: 'García', phone: null });
// the first day whose 10:00 pickup is still ahead (today before 10:00 in Los Angeles, tomorrow after)
const today = earliestStartDate();
const startDate = addDays(today, 3);
const endDate = addDays(today, 6);
const route = `/booking/${car.id}?startDate=${startDate}&endDate=${endDate}`;

function renderBooking({
  session = json(user),
  carReply = json(car),
  create = json(makeBooking({ id: '00000000-0000-4000-8000-0000000b00c1', totalPrice: '295.35' }), 201),
  path = route,
  identity = json({ identity: null }),
}: {
  session?: RouteHandler<'GET /api/auth/user'>;
  identity?: RouteHandler<'GET /api/users/identity'>;
  carReply?: RouteHandler<'GET /api/cars/:id'>;
  create?: RouteHandler<'POST /api/bookings'>;
  path?: string;
} = {}) {
  const api = mockApi({
    'GET /api/auth/user': session,
    'GET /api/cars/:id': carReply,
    'POST /api/bookings': create,
    'GET /api/users/identity': identity,
  });
  const redirect = vi.fn();
  const photos = fakeEncoder();
  renderWithProviders(
    photos.wrap(
      <FullPageNavigationContext value={redirect}>
        <Routes>
          <Route path="/booking/:id" element={<BookingPage />} />
        </Routes>
        <LocationProbe />
      </FullPageNavigationContext>,
    ),
    { route: path },
  );
  return { api, redirect, encoder: photos.encoder, user: userEvent.setup() };
}

const LICENSE_EXPIRY = addDays(today, 900);
/** What an earlier booking verified (GET /api/users/identity). */
const ON_FILE = {
  driverLicense: 'D1234567',
  licenseExpiry: LICENSE_EXPIRY,
  address: '1 Main St, Los Angeles, CA',
  phone: '+13105550100',
  emergencyContact: 'Luis García',
  emergencyPhone: '+13105550101',
  verifiedAt: '2026-10-02T17:00:00.000Z',
};

const toastTitle = () => useToastStore.getState().current?.title;
const currentUrl = () => screen.getByTestId('location').textContent;

async function fillDriver(u: ReturnType<typeof userEvent.setup>) {
  // pasted, not typed key by key: the form is what is under test, not the keyboard
  const fill = async (label: string, text: string) => {
    await u.click(screen.getByLabelText(label));
    await u.paste(text);
  };
  await fill("Driver's license number", 'D1234567');
  fireEvent.change(screen.getByLabelText('License expiry date'), { target: { value: LICENSE_EXPIRY } });
  await fill('Address', '1 Main St, Los Angeles, CA');
  await fill('Phone number', '(310) 555-0100');
  await fill('Emergency contact name', 'Luis García');
  await fill('Emergency contact phone', '(310) 555-0101');
}

async function addPhotos(
  u: ReturnType<typeof userEvent.setup>,
  which: Array<'license' | 'selfie'> = ['license', 'selfie'],
) {
  if (which.includes('license')) {
    await u.upload(screen.getByLabelText("Driver's license photo file"), imageFile('license.jpg'));
    await screen.findByRole('img', { name: "Driver's license photo preview" });
  }
  if (which.includes('selfie')) {
    await u.upload(screen.getByLabelText("Selfie with your driver's license file"), imageFile('selfie.jpg'));
    await screen.findByRole('img', { name: "Selfie with your driver's license preview" });
  }
}

const submit = (u: ReturnType<typeof userEvent.setup>) =>
  u.click(screen.getByRole('button', { name: 'Confirm Booking' }));

describe('Booking page', () => {
  afterEach(() => {
    act(() => useToastStore.getState().dismiss());
    vi.unstubAllGlobals();
    removeMediaDevices();
  });

  it('sends a signed-out visitor to sign in (full page) and back to this exact URL, with a spinner meanwhile', async () => {
    const { redirect, api } = renderBooking({ session: UNAUTHORIZED });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    expect(redirect).toHaveBeenCalledWith(`/api/login?returnTo=${encodeURIComponent(route)}`);
    expect(api.calls('GET /api/cars/:id')).toHaveLength(0);
  });

  it("shows 'Car Not Found' with Back to Home for a missing car", async () => {
    renderBooking({ carReply: apiError(404, CAR_NOT_FOUND) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Car Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Car Not Found | LA Drive');
  });

  it('says a removed listing (410) cannot be booked, as for a missing car', async () => {
    renderBooking({ carReply: apiError(410, 'Este auto ya no está publicado') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Car Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/has been removed/)).toBeInTheDocument();
  });

  it('shows the whole car in the summary (never cropped), under a third of a phone screen', async () => {
    renderBooking();
    const summary = await screen.findByRole('complementary', { name: 'Booking summary' });
    const photo = summary.querySelector('img');
    expect(photo).toHaveStyle({ objectFit: 'contain', maxHeight: '30vh' });
  });

  it("shows a week's discount as its own line, in English, and the total after it", async () => {
    const discounted = { ...car, weeklyDiscountPercent: 10 };
    const weekEnd = addDays(startDate, 7);
    renderBooking({
      carReply: json(discounted),
      path: `/booking/${car.id}?startDate=${startDate}&endDate=${weekEnd}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete your booking' })).toBeInTheDocument();
    const quote = quoteBooking({ ...discounted, startDate, endDate: weekEnd, addInsurance: false });
    const rows = [...screen.getByTestId('price-breakdown').querySelectorAll('div')].map((row) => row.textContent);
    expect(rows).toEqual([
      `$89.50 × 7 days${formatUSD(quote.baseCents, 'cents')}`,
      `Weekly discount (10%)−${formatUSD(quote.discountCents, 'cents')}`,
      `Service fee (10%)${formatUSD(quote.serviceFeeCents, 'cents')}`,
      `Total${formatUSD(quote.totalCents, 'cents')}`,
    ]);
    expect(screen.getByTestId('submit-total')).toHaveTextContent(`Total: ${formatUSD(quote.totalCents, 'cents')}`);
  });

  it('prefills the name and the dates, limits the dates, and shows the price breakdown of quoteBooking', async () => {
    const { user: u } = renderBooking({ path: `${route}&addInsurance=true` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete your booking' })).toBeInTheDocument();
    expect(document.title).toBe('Book Tesla Model 3 2023 | LA Drive');
    expect(screen.getByLabelText('Full name')).toHaveValue('Ana García');
    const start = screen.getByLabelText('Start date');
    const end = screen.getByLabelText('End date');
    expect(start).toHaveValue(startDate);
    expect(end).toHaveValue(endDate);
    expect(start).toHaveAttribute('min', today);
    expect(end).toHaveAttribute('min', startDate);
    const insurance = screen.getByRole('checkbox', { name: /Add insurance protection/ });
    expect(insurance).toBeChecked();

    const rows = () => [...screen.getByTestId('price-breakdown').querySelectorAll('div')].map((row) => row.textContent);
    const insured = quoteBooking({ ...car, startDate, endDate, addInsurance: true });
    expect(rows()).toEqual([
      `$89.50 × 3 days${formatUSD(insured.baseCents, 'cents')}`,
      `Insurance ($15/day)${formatUSD(insured.insuranceCents, 'cents')}`,
      `Service fee (10%)${formatUSD(insured.serviceFeeCents, 'cents')}`,
      `Total${formatUSD(insured.totalCents, 'cents')}`,
    ]);
    expect(formatUSD(insured.totalCents, 'cents')).toBe('$344.85');

    await u.click(insurance);
    expect(rows()).toHaveLength(3);
    expect(screen.getByTestId('submit-total')).toHaveTextContent('Total: $295.35');
    expect(screen.getByText(/up to 24 hours before pickup/)).toBeInTheDocument();
    // an instant-book car is confirmed by paying: no approval sentence
    expect(screen.queryByText(/The host may need to approve your booking/)).not.toBeInTheDocument();
  });

  it('tells that the host may need to approve the booking only for a car without instant book', async () => {
    renderBooking({ carReply: json(makeCar({ instantBook: false })) });
    expect(await screen.findByText(/The host may need to approve your booking/)).toBeInTheDocument();
  });

  it("shows the API's required-field messages under each field and sends nothing", async () => {
    const { user: u, api } = renderBooking();
    await screen.findByLabelText('Full name');
    await u.clear(screen.getByLabelText('Full name'));
    await submit(u);
    expect(await screen.findByText(inEnglish(BOOKING_FIELD_MESSAGES.fullName))).toBeInTheDocument();
    for (const message of [
      BOOKING_FIELD_MESSAGES.driverLicense,
      BOOKING_FIELD_MESSAGES.address,
      BOOKING_FIELD_MESSAGES.phone,
      BOOKING_FIELD_MESSAGES.emergencyContact,
      BOOKING_FIELD_MESSAGES.emergencyPhone,
    ]) {
      expect(screen.getByText(inEnglish(message))).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Address')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST /api/bookings')).toHaveLength(0);
  });

  it('refuses a phone number that is not one, under its field, and sends nothing', async () => {
    const { user: u, api } = renderBooking();
    await screen.findByLabelText('Full name');
    await u.type(screen.getByLabelText('Phone number'), 'abc');
    await u.type(screen.getByLabelText('Emergency contact phone'), 'call me maybe');
    await submit(u);
    await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Emergency contact phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(inEnglish(PHONE_INVALID_MESSAGE))).toHaveLength(2);
    expect(api.calls('POST /api/bookings')).toHaveLength(0);
  });

  it('refuses a trip longer than 30 days under the end date, sends nothing, and says when pickup happens', async () => {
    const { user: u, api } = renderBooking();
    await screen.findByLabelText('Full name');
    expect(screen.getByText('Pickup and return at 10:00 AM, Los Angeles time.')).toBeVisible();
    await fillDriver(u);
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: addDays(startDate, 31) } });
    await submit(u);
    expect(await screen.findByText(inEnglish(BOOKING_RULE_MESSAGES.tooLong))).toBeInTheDocument();
    expect(screen.getByLabelText('End date')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST /api/bookings')).toHaveLength(0);
  });

  it('runs the checks in order: terms, dates, license photo, selfie — each a destructive toast', async () => {
    const { user: u, api } = renderBooking();
    await screen.findByLabelText('Full name');
    await fillDriver(u);
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: startDate } });

    // The spec's texts (section 5), as the contracts hold them.
    expect(inEnglish(BOOKING_SUBMIT_REFUSALS.selfie.description)).toBe(
      "Please take a photo of yourself with your driver's license",
    );
    const terms = problemInEnglish(BOOKING_SUBMIT_REFUSALS.terms)!;
    const dates = problemInEnglish(BOOKING_SUBMIT_REFUSALS.dates)!;
    const licensePhoto = problemInEnglish(BOOKING_SUBMIT_REFUSALS.licensePhoto)!;
    const selfie = problemInEnglish(BOOKING_SUBMIT_REFUSALS.selfie)!;
    await submit(u);
    expect(await screen.findByTestId('toast')).toHaveTextContent(`${terms.title}${terms.description}`);
    expect(terms.title).toBe('Terms Required');
    expect(useToastStore.getState().current?.variant).toBe('destructive');

    await u.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await submit(u);
    await waitFor(() => expect(toastTitle()).toBe(dates.title));
    expect(screen.getByTestId('toast')).toHaveTextContent(dates.description);

    fireEvent.change(screen.getByLabelText('End date'), { target: { value: endDate } });
    await submit(u);
    await waitFor(() => expect(toastTitle()).toBe(licensePhoto.title));
    expect(screen.getByTestId('toast')).toHaveTextContent(licensePhoto.description);

    await addPhotos(u, ['license']);
    await submit(u);
    await waitFor(() => expect(toastTitle()).toBe(selfie.title));
    expect(screen.getByTestId('toast')).toHaveTextContent(selfie.description);
    expect(useToastStore.getState().current?.variant).toBe('destructive');
    expect(api.calls('POST /api/bookings')).toHaveLength(0);
    // four submits and a photo upload: more than the default 5 s on a busy machine
  }, 15_000);

  it('posts the booking with the quoteBooking amounts and the photos, then goes to /payment', async () => {
    const created = makeBooking({ id: '00000000-0000-4000-8000-0000000b00c1', totalPrice: '295.35' });
    const { user: u, api, encoder } = renderBooking({ create: json(created, 201) });
    await screen.findByLabelText('Full name');
    await fillDriver(u);
    await addPhotos(u);
    await u.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await submit(u);

    await waitFor(() => expect(currentUrl()).toMatch(/^\/payment/));
    const [request] = api.calls('POST /api/bookings');
    const quote = quoteAmounts(quoteBooking({ ...car, startDate, endDate, addInsurance: false }));
    expect(quote).toEqual({ totalPrice: '295.35', serviceFee: '26.85', insuranceFee: '0.00', discountAmount: '0.00' });
    expect(request?.body).toEqual({
      carId: car.id,
      hostId: car.hostId,
      startDate,
      endDate,
      fullName: 'Ana García',
      driverLicense: 'D1234567',
      licenseExpiry: LICENSE_EXPIRY,
      address: '1 Main St, Los Angeles, CA',
      // as typed, '(310) 555-0100': the contract's phone schema sends E.164
      phone: '+13105550100',
      emergencyContact: 'Luis García',
      emergencyPhone: '+13105550101',
      addInsurance: false,
      agreesToTerms: true,
      licensePhoto: `data:image/jpeg;base64,${btoa('file:license.jpg')}`,
      selfieWithLicense: `data:image/jpeg;base64,${btoa('file:selfie.jpg')}`,
      totalPrice: quote.totalPrice,
      serviceFee: quote.serviceFee,
      insuranceFee: quote.insuranceFee,
    });
    expect(encoder.fromFile).toHaveBeenCalledTimes(2);
    expect(currentUrl()).toBe(`/payment?bookingId=${created.id}&amount=295.35&car=Tesla+Model+3+2023`);
  });

  it("says 'Booking Failed' with the server's message and stays", async () => {
    const message = 'This car is already booked for some of these dates. Please choose other dates.';
    const { user: u } = renderBooking({ create: apiError(409, message) });
    await screen.findByLabelText('Full name');
    await fillDriver(u);
    await addPhotos(u);
    await u.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await submit(u);

    await waitFor(() => expect(toastTitle()).toBe('Booking Failed'));
    expect(screen.getByTestId('toast')).toHaveTextContent(message);
    expect(useToastStore.getState().current?.variant).toBe('destructive');
    expect(currentUrl()).toBe(route);
    expect(screen.getByLabelText('Address')).toHaveValue('1 Main St, Los Angeles, CA');
  });

  it('a returning renter finds the form prefilled from the verified identity and books without photos', async () => {
    const { user: u, api } = renderBooking({ identity: json({ identity: ON_FILE }) });
    await screen.findByLabelText('Full name');
    expect(screen.getByLabelText("Driver's license number")).toHaveValue('D1234567');
    expect(screen.getByLabelText('License expiry date')).toHaveValue(LICENSE_EXPIRY);
    expect(screen.getByLabelText('Address')).toHaveValue('1 Main St, Los Angeles, CA');
    expect(screen.getByLabelText('Phone number')).toHaveValue('+13105550100');
    expect(screen.getByLabelText('Emergency contact name')).toHaveValue('Luis García');
    expect(screen.getByTestId('identity-on-file')).toHaveTextContent('Your identity is verified.');
    expect(screen.queryByLabelText("Driver's license photo file")).not.toBeInTheDocument();

    await u.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await submit(u);
    await waitFor(() => expect(currentUrl()).toMatch(/^\/payment/));
    const [request] = api.calls('POST /api/bookings');
    expect(request?.body).toMatchObject({ driverLicense: 'D1234567', licenseExpiry: LICENSE_EXPIRY });
    expect(request?.body).not.toHaveProperty('licensePhoto');
    expect(request?.body).not.toHaveProperty('selfieWithLicense');
  });

  it('asks for photos again when the renter types another licence', async () => {
    const { user: u } = renderBooking({ identity: json({ identity: ON_FILE }) });
    await screen.findByLabelText('Full name');
    await u.type(screen.getByLabelText("Driver's license number"), '9');
    expect(screen.queryByTestId('identity-on-file')).not.toBeInTheDocument();
    expect(screen.getByText(/This is not the license we verified \(D1234567/)).toBeInTheDocument();
    expect(screen.getByLabelText("Driver's license photo file")).toBeInTheDocument();
    await u.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await submit(u);
    await waitFor(() => expect(toastTitle()).toBe(inEnglish(BOOKING_SUBMIT_REFUSALS.licensePhoto.title)));
  });

  it("puts the API's field errors on their fields, not in a toast; inputs stop at the contract's length", async () => {
    const tooLong = 'Must be at most 200 characters';
    const { user: u } = renderBooking({
      identity: json({ identity: ON_FILE }),
      create: apiError(400, tooLong, [{ path: 'address', message: tooLong }]),
    });
    await screen.findByLabelText('Full name');
    expect(screen.getByLabelText('Address')).toHaveAttribute('maxlength', '200');
    expect(screen.getByLabelText('Full name')).toHaveAttribute('maxlength', '120');
    expect(screen.getByLabelText("Driver's license number")).toHaveAttribute('maxlength', '40');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('maxlength', '40');
    await u.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await submit(u);
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(tooLong)).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveFocus();
    expect(useToastStore.getState().current).toBeNull();
  });

  it('opens the privacy policy (August 19, 2025) in a dialog without ticking the box; terms open in a new tab', async () => {
    const { user: u } = renderBooking();
    await screen.findByLabelText('Full name');
    const terms = screen.getByRole('link', { name: 'terms of service' });
    expect(terms).toHaveAttribute('href', '/terms-of-service');
    expect(terms).toHaveAttribute('target', '_blank');
    await u.click(screen.getByRole('button', { name: 'privacy policy' }));
    const dialog = screen.getByRole('dialog', { name: 'Privacy Policy' });
    expect(within(dialog).getByText('Last updated: August 19, 2025')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I agree to the/, hidden: true })).not.toBeChecked();
  });
});

describe('Booking photos', () => {
  afterEach(() => {
    act(() => useToastStore.getState().dismiss());
    vi.unstubAllGlobals();
    removeMediaDevices();
  });

  async function ready() {
    const ctx = renderBooking();
    await screen.findByLabelText('Full name');
    return ctx;
  }

  it("refuses a file that isn't an image, and an image over 5 MB", async () => {
    const { encoder } = await ready();
    const input = screen.getByLabelText("Driver's license photo file");
    fireEvent.change(input, { target: { files: [imageFile('scan.pdf', 1000, 'application/pdf')] } });
    const notImage = problemInEnglish(BOOKING_PHOTO_FILE_REFUSALS.notImage)!;
    const tooLarge = problemInEnglish(BOOKING_PHOTO_FILE_REFUSALS.tooLarge)!;
    await waitFor(() => expect(toastTitle()).toBe(notImage.title));
    expect(screen.getByTestId('toast')).toHaveTextContent(notImage.description);

    fireEvent.change(input, { target: { files: [imageFile('huge.jpg', 5 * 1024 * 1024 + 1)] } });
    await waitFor(() => expect(toastTitle()).toBe(tooLarge.title));
    expect(screen.getByTestId('toast')).toHaveTextContent('Please select an image smaller than 5MB');
    expect(encoder.fromFile).not.toHaveBeenCalled();
  });

  it("after an upload, focus is on the preview's Retake and the upload is announced; after Remove, on Take Photo", async () => {
    const { user: u } = await ready();
    await addPhotos(u, ['license']);
    const [retake] = screen.getAllByRole('button', { name: 'Retake' });
    expect(retake).toHaveFocus();
    expect(screen.getByText("Driver's license photo added. Retake or remove it below.")).toHaveAttribute(
      'role',
      'status',
    );
    await u.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('button', { name: "Take Photo: Driver's license photo" })).toHaveFocus();
    expect(screen.getByText("Driver's license photo removed.")).toBeInTheDocument();
  });

  it('shows a preview of an uploaded photo with Retake and Remove', async () => {
    const { user: u } = await ready();
    await addPhotos(u, ['license']);
    const preview = screen.getByRole('img', { name: "Driver's license photo preview" });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    expect(screen.getByRole('button', { name: 'Retake' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('img', { name: "Driver's license photo preview" })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Take Photo: Driver's license photo" })).toBeInTheDocument();
  });

  it("says 'Camera Access Failed' when the permission is denied, pointing to Upload File", async () => {
    const getUserMedia = stubGetUserMedia(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    const { user: u } = await ready();
    await u.click(screen.getByRole('button', { name: "Take Photo: Driver's license photo" }));
    await waitFor(() => expect(toastTitle()).toBe('Camera Access Failed'));
    expect(screen.getByTestId('toast')).toHaveTextContent('Please use Upload File instead.');
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Camera Access Failed' on a device without a camera API", async () => {
    const { user: u } = await ready();
    await u.click(screen.getByRole('button', { name: "Take Photo: Selfie with your driver's license" }));
    await waitFor(() => expect(toastTitle()).toBe('Camera Access Failed'));
  });

  it("uses the front camera for the selfie; 'Camera Error' before the stream, 'Camera Loading' before a frame; stops the camera on close", async () => {
    let resolveStream: (stream: MediaStream) => void = () => {};
    const getUserMedia = stubGetUserMedia(() => new Promise((resolve) => (resolveStream = resolve)));
    const { user: u, encoder } = await ready();
    await u.click(screen.getByRole('button', { name: "Take Photo: Selfie with your driver's license" }));
    const dialog = screen.getByRole('dialog', { name: "Selfie with your driver's license" });
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'user' }, audio: false });

    await u.click(within(dialog).getByRole('button', { name: 'Capture' }));
    await waitFor(() => expect(toastTitle()).toBe('Camera Error'));

    const { stream, track } = fakeStream();
    await act(async () => resolveStream(stream));
    await u.click(within(dialog).getByRole('button', { name: 'Capture' }));
    await waitFor(() => expect(toastTitle()).toBe('Camera Loading'));
    expect(encoder.fromVideo).not.toHaveBeenCalled();

    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(track.stop).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('captures a frame from the live preview once the video is ready', async () => {
    const { stream, track } = fakeStream();
    stubGetUserMedia(async () => stream);
    const { user: u, encoder } = await ready();
    await u.click(screen.getByRole('button', { name: "Take Photo: Driver's license photo" }));
    const video = screen.getByTestId('camera-preview') as HTMLVideoElement;
    // What a playing camera reports (jsdom plays no media).
    Object.defineProperties(video, {
      readyState: { value: 4 },
      videoWidth: { value: 1280 },
      videoHeight: { value: 720 },
    });
    await waitFor(() => expect(screen.queryByText(/Starting the camera/)).not.toBeInTheDocument());
    await u.click(screen.getByRole('button', { name: 'Capture' }));
    expect(await screen.findByRole('img', { name: "Driver's license photo preview" })).toHaveAttribute(
      'src',
      `data:image/jpeg;base64,${btoa('camera-frame')}`,
    );
    expect(encoder.fromVideo).toHaveBeenCalledWith(video);
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Retake' })).toHaveFocus();
  });

  it('shows a spinner while the session loads', () => {
    renderBooking({ session: PENDING });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });
});
