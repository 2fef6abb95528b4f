import { useToastStore } from '@ladrive/platform';
import { apiError, json, mockApi, renderWithProviders } from '@ladrive/platform/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { fakeUppy, imageFile, stubBrowserApis, uploadedUrl } from '../../../testing/fake-uppy';
import { checkEachUpload } from '../lib/car-photo-uppy';
import { CarPhotoUppyContext } from '../lib/car-photo-uppy-context';
import type { ListingPhoto } from '../lib/listing-photos';
import { PhotoUploader } from './PhotoUploader';

const NOT_IMAGE = 'Each photo must be a JPEG, PNG or WebP image';

/** The fake store's uploads, checked by the (mocked) API as the real uploader does: `notes.jpg` is text. */
function uploaderWithCheck(maxFiles: number) {
  const uppy = fakeUppy(maxFiles);
  checkEachUpload(uppy);
  return uppy;
}

async function openUploader(count = 0) {
  stubBrowserApis();
  const api = mockApi({
    'POST /api/car-images/check': ({ body }) => {
      const { key } = body as { key: string };
      return key.endsWith('notes.jpg')
        ? apiError(400, NOT_IMAGE, [{ path: 'key', message: NOT_IMAGE }])
        : json({ key });
    },
  });
  const onUploaded = vi.fn<(photos: ListingPhoto[]) => void>();
  renderWithProviders(
    <CarPhotoUppyContext value={uploaderWithCheck}>
      <PhotoUploader count={count} onUploaded={onUploaded} />
    </CarPhotoUppyContext>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Upload Photos' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload Photos' });
  const pick = (names: string[]) =>
    fireEvent.change(dialog.querySelector<HTMLInputElement>('input[type=file]')!, {
      target: { files: names.map((name) => imageFile(name)) },
    });
  return { api, dialog, onUploaded, pick, user };
}

const toast = () => useToastStore.getState().current;

describe('PhotoUploader', () => {
  afterEach(() => act(() => useToastStore.getState().dismiss()));

  it('checks each photo as it lands: a text file named .jpg shows the error on that photo and is not kept', async () => {
    const { api, dialog, onUploaded, pick, user } = await openUploader();
    pick(['front.jpg', 'notes.jpg']);
    await user.click(await within(dialog).findByRole('button', { name: 'Upload 2 files' }));

    await waitFor(() => expect(within(dialog).getAllByTestId('upload-file')).toHaveLength(1));
    const [notes] = within(dialog).getAllByTestId('upload-file');
    expect(notes).toHaveAttribute('data-state', 'error');
    expect(notes).toHaveTextContent('notes.jpg');
    expect(within(notes!).getByRole('alert')).toHaveTextContent(NOT_IMAGE);
    // the same bytes would be refused again: remove only, no retry
    expect(within(notes!).queryByRole('button', { name: 'Retry notes.jpg' })).not.toBeInTheDocument();

    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(onUploaded.mock.calls[0]![0].map((photo) => photo.src)).toEqual([uploadedUrl('front.jpg')]);
    expect(toast()).toMatchObject({ title: 'Photos Uploaded', description: '1 photo(s) uploaded successfully' });
    expect(api.calls('POST /api/car-images/check').map((call) => call.body)).toEqual([
      { key: 'uploads/front.jpg' },
      { key: 'uploads/notes.jpg' },
    ]);
    // the dialog stays open on the refused photo until it is removed
    await user.click(within(dialog).getByRole('button', { name: 'Remove notes.jpg' }));
    expect(within(dialog).queryAllByTestId('upload-file')).toHaveLength(0);
  });

  it('keeps the first 5 of 6 photos picked at once, and says so once', async () => {
    const { dialog, pick } = await openUploader();
    pick(['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg', '6.jpg']);
    const files = await within(dialog).findAllByTestId('upload-file');
    expect(files.map((file) => file.textContent)).toEqual(
      ['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg'].map((name) => expect.stringContaining(name)),
    );
    const kept = '5 of the 6 photos you picked were kept: a car has at most 5 photos';
    expect(within(dialog).getAllByText(kept)).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Upload 5 files' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Choose photos' })).toBeDisabled();
  });

  it('offers only the places left beside the listing’s photos', async () => {
    const { dialog, pick } = await openUploader(3);
    pick(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(await within(dialog).findAllByTestId('upload-file')).toHaveLength(2);
    expect(
      within(dialog).getByText('2 of the 3 photos you picked were kept: a car has at most 5 photos'),
    ).toBeVisible();
  });

  it('has no axe violations with the dialog open, empty and with files', async () => {
    const { dialog, pick } = await openUploader();
    const violations = async () => (await axe.run(dialog)).violations.map((violation) => violation.id);
    expect(await violations()).toEqual([]);
    pick(['front.jpg', 'side.jpg']);
    await within(dialog).findAllByTestId('upload-file');
    expect(await violations()).toEqual([]);
  });
});
