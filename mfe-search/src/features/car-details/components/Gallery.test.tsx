import { renderWithProviders } from '@ladrive/platform/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InSpecLanguage } from '../../../lib/spec-language';
import { Gallery } from './Gallery';

const images = ['/api/photos/a.webp', '/api/photos/b.webp', '/api/photos/c.webp'];
const name = 'Mazda MX-5 2021';
const carId = '0c5a8f8e-7f0e-4c1e-9a55-3f1b8f5e2a10';

function renderGallery(photos = images) {
  renderWithProviders(
    <InSpecLanguage module="./CarDetailsPage">
      <Gallery carId={carId} images={photos} name={name} />
    </InSpecLanguage>,
  );
  return userEvent.setup();
}

const mainImage = () => screen.getByRole('button', { name: /en pantalla completa/ }).querySelector('img');

describe('Gallery', () => {
  it('wraps around: next on the last photo goes to the first, previous on the first to the last', async () => {
    const user = renderGallery();
    const counter = screen.getByTestId('photo-counter');
    expect(counter).toHaveTextContent('1 de 3 fotos');

    await user.click(screen.getByRole('button', { name: 'Foto anterior' }));
    expect(counter).toHaveTextContent('3 de 3 fotos');
    expect(mainImage()).toHaveAttribute('src', '/api/photos/c.webp');

    await user.click(screen.getByRole('button', { name: 'Foto siguiente' }));
    expect(counter).toHaveTextContent('1 de 3 fotos');
    // the first photo at the car's cover URL, which the site origin's page preloads
    expect(mainImage()).toHaveAttribute('src', `/api/cars/${carId}/cover`);
    expect(mainImage()).toHaveAttribute('srcset', expect.stringContaining(`/api/cars/${carId}/cover?w=800 800w`));
  });

  it('jumps to a photo from its thumbnail and moves with the arrow keys and swipes', async () => {
    const user = renderGallery();
    const thumbs = within(screen.getByRole('list', { name: 'Miniaturas' })).getAllByRole('button');
    expect(thumbs).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Ver foto 3' }));
    expect(screen.getByTestId('photo-counter')).toHaveTextContent('3 de 3 fotos');
    expect(screen.getByRole('button', { name: 'Ver foto 3' })).toHaveAttribute('aria-current', 'true');

    fireEvent.keyDown(mainImage()!, { key: 'ArrowRight' });
    expect(screen.getByTestId('photo-counter')).toHaveTextContent('1 de 3 fotos');
    fireEvent.keyDown(mainImage()!, { key: 'ArrowLeft' });
    expect(screen.getByTestId('photo-counter')).toHaveTextContent('3 de 3 fotos');

    // A swipe to the left shows the next photo; to the right, the previous one.
    const frame = mainImage()!;
    fireEvent.touchStart(frame, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(frame, { changedTouches: [{ clientX: 180, clientY: 110 }] });
    expect(screen.getByTestId('photo-counter')).toHaveTextContent('1 de 3 fotos');
    fireEvent.touchStart(frame, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(frame, { changedTouches: [{ clientX: 260, clientY: 90 }] });
    expect(screen.getByTestId('photo-counter')).toHaveTextContent('3 de 3 fotos');
  });

  it('takes a two-finger gesture for a pinch, not a swipe', () => {
    renderGallery();
    const frame = mainImage()!;
    fireEvent.touchStart(frame, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchStart(frame, {
      touches: [
        { clientX: 300, clientY: 100 },
        { clientX: 200, clientY: 100 },
      ],
    });
    fireEvent.touchEnd(frame, {
      touches: [{ clientX: 100, clientY: 100 }],
      changedTouches: [{ clientX: 380, clientY: 100 }],
    });
    fireEvent.touchEnd(frame, { touches: [], changedTouches: [{ clientX: 60, clientY: 100 }] });
    expect(screen.getByTestId('photo-counter')).toHaveTextContent('1 de 3 fotos');
  });

  it('opens a full-screen viewer that wraps, follows the arrow keys and closes on Escape', async () => {
    const user = renderGallery();
    await user.click(screen.getByRole('button', { name: 'Ver foto 1 en pantalla completa' }));

    const viewer = screen.getByRole('dialog', { name });
    const counter = within(viewer).getByTestId('viewer-counter');
    expect(counter).toHaveTextContent('1 de 3 fotos');
    expect(within(viewer).getByRole('img', { name: `${name}, foto 1` })).toBeInTheDocument();

    await user.click(within(viewer).getByRole('button', { name: 'Foto anterior' }));
    expect(counter).toHaveTextContent('3 de 3 fotos');
    await user.click(within(viewer).getByRole('button', { name: 'Foto siguiente' }));
    expect(counter).toHaveTextContent('1 de 3 fotos');

    fireEvent.keyDown(viewer, { key: 'ArrowLeft' });
    expect(counter).toHaveTextContent('3 de 3 fotos');
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(counter).toHaveTextContent('2 de 3 fotos');

    fireEvent.keyDown(viewer, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The page's gallery kept the position the viewer reached.
    expect(screen.getByTestId('photo-counter')).toHaveTextContent('2 de 3 fotos');
  });

  it('closes the viewer with its Cerrar button', async () => {
    const user = renderGallery();
    await user.click(screen.getByRole('button', { name: 'Ver foto 1 en pantalla completa' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'No hay imágenes disponibles' when the car has no photos", () => {
    renderGallery([]);
    expect(screen.getByText('No hay imágenes disponibles')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Foto siguiente' })).not.toBeInTheDocument();
  });

  it('shows no arrows or thumbnails for a single photo', () => {
    renderGallery(['/api/photos/only.webp']);
    expect(screen.getByTestId('photo-counter')).toHaveTextContent('1 de 1 fotos');
    expect(screen.queryByRole('button', { name: 'Foto siguiente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Miniaturas' })).not.toBeInTheDocument();
  });
});
