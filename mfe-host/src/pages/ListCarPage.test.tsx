import { FullPageNavigationContext, useToastStore } from '@ladrive/platform';
import {
  apiError,
  json,
  LocationProbe,
  makeCarDetail,
  makeUser,
  mockApi,
  PENDING,
  type RouteHandler,
  renderWithProviders,
  UNAUTHORIZED,
} from '@ladrive/platform/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CarPhotoUppyContext } from '../features/photos';
import { fakeUppy, imageFile, stubBrowserApis, uploadedUrl } from '../testing/fake-uppy';
import ListCarPage from './ListCarPage';

const VALID_ROUTING = '021000021';

const SAVED = { bankName: 'Chase', bankAccountName: 'Ana García', bankAccountLast4: '6789' };

function renderListCar({
  session = json(makeUser()),
  banking = json({ saved: true as const, banking: SAVED }),
  create = json(makeCarDetail(), 201),
  check = { status: 204 },
}: {
  session?: RouteHandler<'GET /api/auth/user'>;
  check?: RouteHandler<'POST /api/cars/validate'>;
  banking?: RouteHandler<'PUT /api/users/banking'>;
  create?: RouteHandler<'POST /api/cars'>;
} = {}) {
  stubBrowserApis();
  const api = mockApi({
    'GET /api/auth/user': session,
    'PUT /api/users/banking': banking,
    'POST /api/cars': create,
    'POST /api/cars/validate': check,
  });
  const redirect = vi.fn();
  renderWithProviders(
    <FullPageNavigationContext value={redirect}>
      <CarPhotoUppyContext value={fakeUppy}>
        <ListCarPage />
        <LocationProbe />
      </CarPhotoUppyContext>
    </FullPageNavigationContext>,
    { route: '/list-car' },
  );
  return { api, redirect, user: userEvent.setup() };
}

const toast = () => useToastStore.getState().current;

async function fillCar(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Make'), 'Mazda');
  await user.type(screen.getByLabelText('Model'), 'CX-5');
  await user.type(screen.getByLabelText('Year'), '2021');
  await user.selectOptions(screen.getByLabelText('Category'), 'suv');
  await user.selectOptions(screen.getByLabelText('Seats'), '5');
  await user.selectOptions(screen.getByLabelText('Transmission'), 'automatic');
  await user.selectOptions(screen.getByLabelText('Fuel Type'), 'gasoline');
  await user.type(screen.getByLabelText('Price per Day (USD)'), '72.50');
  await user.type(screen.getByLabelText('Street Address'), '500 Main St');
  await user.type(screen.getByLabelText('City'), 'Pasadena');
  await user.type(screen.getByLabelText('State'), 'CA');
  await user.click(screen.getByLabelText('Bluetooth'));
}

/** Picks files in the Uppy Dashboard and starts the upload, as a user would. */
async function uploadPhotos(user: ReturnType<typeof userEvent.setup>, names: string[]) {
  await user.click(screen.getByRole('button', { name: 'Upload Photos' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload Photos' });
  const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, { target: { files: names.map((name) => imageFile(name)) } });
  const start = await within(dialog).findByRole('button', { name: new RegExp(`Upload ${names.length} file`) });
  await user.click(start);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload Photos' })).not.toBeInTheDocument());
}

async function fillBanking(user: ReturnType<typeof userEvent.setup>, routing = VALID_ROUTING) {
  await user.type(screen.getByLabelText('Bank Name'), 'Chase');
  await user.type(screen.getByLabelText('Account Holder Name'), 'Ana García');
  await user.type(screen.getByLabelText('Routing Number'), routing);
  await user.type(screen.getByLabelText('Account Number'), '000123456789');
}

// Whole-form journeys typed key by key: generous time on a busy machine.
describe('ListCarPage', () => {
  afterEach(() => act(() => useToastStore.getState().dismiss()));

  it('shows a skeleton while the user loads', () => {
    renderListCar({ session: PENDING });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in and come back', async () => {
    renderListCar({ session: UNAUTHORIZED });
    expect(await screen.findByRole('heading', { name: 'List Your Car' })).toBeInTheDocument();
    expect(screen.getByText('Please log in to start listing your vehicle on our platform')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In to Continue' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Flist-car',
    );
  });

  it('shows the spec messages for missing fields and stays on step 1', async () => {
    const { user } = renderListCar();
    await user.click(await screen.findByRole('button', { name: 'Continue to Banking Information' }));
    expect(await screen.findByText('Price is required')).toBeInTheDocument();
    expect(screen.getByText('Year is required')).toBeInTheDocument();
    expect(screen.getByText('Number of seats is required')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Car Details');
  });

  it("stops each text input at the contract's length", async () => {
    renderListCar();
    expect(await screen.findByLabelText('Make')).toHaveAttribute('maxlength', '60');
    expect(screen.getByLabelText('Model')).toHaveAttribute('maxlength', '60');
  });

  it('needs at least one photo before banking', async () => {
    const { user } = renderListCar();
    await fillCar(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Banking Information' }));
    await waitFor(() =>
      expect(toast()).toMatchObject({
        title: 'Photos Required',
        description: 'Please upload at least one photo of your car',
      }),
    );
    expect(screen.queryByLabelText('Routing Number')).not.toBeInTheDocument();
  });

  it('uploads photos through Uppy, reorders and removes them, saves banking and lists the car', async () => {
    const { api, user } = renderListCar();
    await fillCar(user);
    await uploadPhotos(user, ['front.jpg', 'side.jpg', 'back.jpg']);
    expect(toast()).toMatchObject({ title: 'Photos Uploaded', description: '3 photo(s) uploaded successfully' });

    const photos = screen.getByRole('list', { name: 'Car photos' });
    expect(within(photos).getAllByRole('img')).toHaveLength(3);
    await user.click(within(photos).getByRole('button', { name: 'Move photo 3 earlier' }));
    await user.click(within(photos).getByRole('button', { name: 'Remove photo 1' }));

    await user.click(screen.getByRole('button', { name: 'Continue to Banking Information' }));
    expect(
      await screen.findByText('Secure banking details for receiving your earnings from car rentals'),
    ).toBeVisible();
    await fillBanking(user, '021000022');
    await user.click(screen.getByRole('button', { name: 'Complete Listing' }));
    expect(await screen.findByText(/not a valid US bank routing number/)).toBeInTheDocument();
    expect(api.calls('PUT /api/users/banking')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Routing Number'));
    await user.type(screen.getByLabelText('Routing Number'), VALID_ROUTING);
    await user.click(screen.getByRole('button', { name: 'Complete Listing' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(toast()).toMatchObject({ title: 'Success!', description: 'Your car has been listed successfully' });
    // the car is checked before the bank details are saved, then listed
    expect(
      api.requests.map((request) => request.endpoint).filter((endpoint) => endpoint !== 'GET /api/auth/user'),
    ).toEqual(['POST /api/cars/validate', 'PUT /api/users/banking', 'POST /api/cars']);
    expect(api.calls('POST /api/cars/validate')[0]?.body).toEqual(api.calls('POST /api/cars')[0]?.body);
    expect(api.calls('PUT /api/users/banking')[0]?.body).toEqual({
      bankName: 'Chase',
      bankAccountName: 'Ana García',
      bankRoutingNumber: VALID_ROUTING,
      bankAccountNumber: '000123456789',
    });
    expect(api.calls('POST /api/cars')[0]?.body).toEqual({
      make: 'Mazda',
      model: 'CX-5',
      year: 2021,
      category: 'suv',
      seats: 5,
      transmission: 'automatic',
      fuelType: 'gasoline',
      pricePerDay: '72.50',
      location: '500 Main St',
      city: 'Pasadena',
      state: 'CA',
      description: '',
      features: ['bluetooth'],
      images: [uploadedUrl('back.jpg'), uploadedUrl('side.jpg')],
    });
  });

  it('keeps banking on file: shows only the bank and the last four digits and saves no banking', async () => {
    const { api, user } = renderListCar({
      session: json(
        makeUser({ banking: { bankName: 'Wells Fargo', bankAccountName: 'Ana García', bankAccountLast4: '6789' } }),
      ),
    });
    await fillCar(user);
    // a second upload adds to the first
    await uploadPhotos(user, ['front.jpg']);
    await uploadPhotos(user, ['side.jpg']);
    expect(within(screen.getByRole('list', { name: 'Car photos' })).getAllByRole('img')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Continue to Banking Information' }));
    expect(await screen.findByText(/Wells Fargo ending in 6789/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Account Number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Listing' }));
    await waitFor(() => expect(api.calls('POST /api/cars')).toHaveLength(1));
    expect(api.calls('POST /api/cars')[0]?.body).toMatchObject({
      images: [uploadedUrl('front.jpg'), uploadedUrl('side.jpg')],
    });
    expect(api.calls('PUT /api/users/banking')).toHaveLength(0);
  });

  it('on 401 tells the user and sends them to sign in after half a second', async () => {
    const { redirect, user } = renderListCar({ create: UNAUTHORIZED });
    await fillCar(user);
    await uploadPhotos(user, ['front.jpg']);
    await user.click(screen.getByRole('button', { name: 'Continue to Banking Information' }));
    await fillBanking(user);
    await user.click(screen.getByRole('button', { name: 'Complete Listing' }));
    await waitFor(() =>
      expect(toast()).toMatchObject({ title: 'Unauthorized', description: 'Please log in to continue' }),
    );
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/api/login?returnTo=%2Flist-car'));
  });

  it('confirms the saved banking, then says the car could not be listed', async () => {
    const { user } = renderListCar({ create: apiError(500, 'boom') });
    const titles: string[] = [];
    const unsubscribe = useToastStore.subscribe(({ current }) => current && titles.push(current.title));
    await fillCar(user);
    await uploadPhotos(user, ['front.jpg']);
    await user.click(screen.getByRole('button', { name: 'Continue to Banking Information' }));
    await fillBanking(user);
    await user.click(screen.getByRole('button', { name: 'Complete Listing' }));
    await waitFor(() =>
      expect(toast()).toMatchObject({ title: 'Error', description: 'Failed to list your car. Please try again.' }),
    );
    unsubscribe();
    expect(titles.slice(-2)).toEqual(['Banking Information Saved', 'Error']);
    expect(screen.getByTestId('location')).toHaveTextContent('/list-car');
  });

  it('saves no banking when the server refuses the car, and says why', async () => {
    const notImage = 'Photo 1 is not a JPEG, PNG or WebP image';
    const { api, user } = renderListCar({
      check: apiError(400, notImage, [{ path: 'images.0', message: notImage }]),
    });
    await fillCar(user);
    await uploadPhotos(user, ['front.jpg']);
    await user.click(screen.getByRole('button', { name: 'Continue to Banking Information' }));
    await fillBanking(user);
    await user.click(screen.getByRole('button', { name: 'Complete Listing' }));
    await waitFor(() => expect(toast()).toMatchObject({ title: 'Error', description: notImage }));
    expect(api.calls('PUT /api/users/banking')).toHaveLength(0);
    expect(api.calls('POST /api/cars')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Complete Listing' })).toBeEnabled();
  });

  it("'Back to Car Details' keeps the four bank fields as typed", async () => {
    const { user } = renderListCar();
    await fillCar(user);
    await uploadPhotos(user, ['front.jpg']);
    await user.click(screen.getByRole('button', { name: 'Continue to Banking Information' }));
    await fillBanking(user);
    await user.click(screen.getByRole('button', { name: 'Back to Car Details' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Banking Information' }));
    expect(await screen.findByLabelText('Bank Name')).toHaveValue('Chase');
    expect(screen.getByLabelText('Account Holder Name')).toHaveValue('Ana García');
    expect(screen.getByLabelText('Routing Number')).toHaveValue(VALID_ROUTING);
    expect(screen.getByLabelText('Account Number')).toHaveValue('000123456789');
  });

  it("moves focus to each step's heading and announces the step", async () => {
    const { user } = renderListCar();
    await fillCar(user);
    await uploadPhotos(user, ['front.jpg']);
    await user.click(screen.getByRole('button', { name: 'Continue to Banking Information' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Banking Information' })).toHaveFocus());
    expect(screen.getByText('Step 2 of 2: Banking Information')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Back to Car Details' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Basic Information' })).toHaveFocus());
    expect(screen.getByText('Step 1 of 2: Car Details')).toHaveAttribute('role', 'status');
  });

  it('says the banking details could not be saved, and lists nothing', async () => {
    const { api, user } = renderListCar({ banking: apiError(500, 'boom') });
    await fillCar(user);
    await uploadPhotos(user, ['front.jpg']);
    await user.click(screen.getByRole('button', { name: 'Continue to Banking Information' }));
    await fillBanking(user);
    await user.click(screen.getByRole('button', { name: 'Complete Listing' }));
    await waitFor(() =>
      expect(toast()).toMatchObject({ title: 'Error', description: 'Failed to save banking information' }),
    );
    expect(api.calls('POST /api/cars')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Back to Car Details' })).toBeEnabled();
  });
});
