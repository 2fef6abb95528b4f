import { chooseLanguageForTest } from '@ladrive/i18n/testing';
import { useToastStore } from '@ladrive/platform';
import { json, makeUser, mockApi, renderWithProviders } from '@ladrive/platform/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CarPhotoUppyContext } from '../features/photos';
import { fakeUppy, imageFile, stubBrowserApis } from '../testing/fake-uppy';
import ListCarPage from './ListCarPage';

function renderListCar() {
  stubBrowserApis();
  mockApi({ 'GET /api/auth/user': json(makeUser()) });
  renderWithProviders(
    <CarPhotoUppyContext value={fakeUppy}>
      <ListCarPage />
    </CarPhotoUppyContext>,
    { route: '/list-car' },
  );
  return userEvent.setup();
}

const toast = () => useToastStore.getState().current;

describe('ListCarPage in the language the visitor chose', () => {
  afterEach(() => {
    act(() => useToastStore.getState().dismiss());
    chooseLanguageForTest(null);
  });

  it('is all Spanish once Español is chosen: the wizard, its choices, the uploader and its counts', async () => {
    chooseLanguageForTest('es');
    const user = renderListCar();
    expect(await screen.findByRole('heading', { level: 1, name: 'Publica tu auto' })).toBeInTheDocument();
    expect(document.title).toBe('Publica tu auto | LA Drive');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Datos del auto');
    expect(screen.getByRole('option', { name: '5 asientos' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Automática' })).toBeInTheDocument();
    expect(screen.getByLabelText('Precio por día (USD)')).toBeInTheDocument();
    // chosen: no part of the page is marked as another language
    expect(screen.getByRole('form', { name: 'Datos del auto' })).not.toHaveAttribute('lang');

    await user.click(screen.getByRole('button', { name: 'Subir fotos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subir fotos' });
    expect(dialog).toHaveTextContent('Solo imágenes (JPEG, PNG o WebP), hasta 5 fotos más, 10 MB cada una');
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input, { target: { files: [imageFile('a.jpg'), imageFile('b.jpg')] } });
    await user.click(await within(dialog).findByRole('button', { name: /Subir 2 archivos/ }));
    await waitFor(() => expect(toast()).toMatchObject({ title: 'Fotos subidas' }));
    expect(toast()?.description).toBe('2 fotos subidas correctamente');
    const photos = screen.getByRole('list', { name: 'Fotos del auto' });
    expect(within(photos).getByText('Foto de la tarjeta')).toBeInTheDocument();
    expect(within(photos).getByRole('button', { name: 'Mover la foto 2 antes' })).toBeInTheDocument();
  });

  it('turns English on screen when English is chosen, and marks nothing', async () => {
    chooseLanguageForTest('es');
    renderListCar();
    expect(await screen.findByRole('button', { name: 'Continuar a la información bancaria' })).toBeInTheDocument();
    act(() => chooseLanguageForTest('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'List Your Car' })).toBeInTheDocument();
    expect(document.title).toBe('List Your Car | LA Drive');
    expect(screen.getByRole('button', { name: 'Continue to Banking Information' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '5 seats' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Car details' })).not.toHaveAttribute('lang');
  });

  it('marks the English form as English while nobody has chosen a language', async () => {
    renderListCar();
    expect(await screen.findByRole('form', { name: 'Car details' })).toHaveAttribute('lang', 'en');
  });
});
