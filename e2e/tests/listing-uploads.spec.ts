/**
 * The listing's photo dialog against the real API and object store (issue 26): each photo is checked as soon as it
 * landed, a pick of more photos than a car takes keeps the first ones, and the dialog is accessible at both widths.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expectNoViolations, VIEWPORTS } from './axe';
import { expect, fixtureFile, signUp, test } from './fixtures';

const NOT_AN_IMAGE = 'Each photo must be a JPEG, PNG or WebP image';

async function openUploader(page: Page, width = 1280): Promise<Locator> {
  await signUp(page, 'Ximena', 'Paredes');
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/list-car');
  await expect(page.getByRole('heading', { name: 'List Your Car' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload Photos' }).click();
  const uploader = page.getByRole('dialog', { name: 'Upload Photos' });
  await expect(uploader).toBeVisible();
  return uploader;
}

test.describe('a refused upload', () => {
  // the browser logs the check's 400 itself (the only request of this test that answers 400)
  test.use({ allowedConsole: /^Failed to load resource: the server responded with a status of 400 \(Bad Request\)$/ });

  test('a text file named .jpg is refused on that photo as soon as it lands; the real photo is kept', async ({
    page,
  }) => {
    const uploader = await openUploader(page);
    await uploader
      .locator('input[type=file]')
      .first()
      .setInputFiles([
        { name: 'car-front.jpg', mimeType: 'image/jpeg', buffer: readFileSync(fixtureFile('car-front.jpg')) },
        { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Pick up the keys from the lockbox.\n') },
      ]);
    const checks = page.waitForResponse((r) => r.url().endsWith('/api/car-images/check') && r.status() === 400);
    await uploader.getByRole('button', { name: 'Upload 2 files' }).click();
    await checks;

    const notes = uploader.getByTestId('upload-file').filter({ hasText: 'notes.jpg' });
    await expect(notes).toHaveAttribute('data-state', 'error');
    await expect(notes.getByRole('alert')).toHaveText(NOT_AN_IMAGE);
    await expect(page.getByText('1 photo(s) uploaded successfully')).toBeVisible();
    await expect(uploader.getByTestId('upload-file')).toHaveCount(1);
    await uploader.getByRole('button', { name: 'Remove notes.jpg' }).click();
    await uploader.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('list', { name: 'Car photos' }).getByRole('listitem')).toHaveCount(1);
  });
});

test('six photos picked at once: the first five are kept and it is said once', async ({ page }) => {
  const uploader = await openUploader(page);
  const six = Array.from({ length: 6 }, (_, index) => ({
    name: `photo-${index + 1}.jpg`,
    mimeType: 'image/jpeg',
    buffer: Buffer.from(`not uploaded in this test ${index}`),
  }));
  await uploader.locator('input[type=file]').first().setInputFiles(six);
  await expect(uploader.getByTestId('upload-file')).toHaveCount(5);
  await expect(uploader.getByTestId('upload-file').last()).toContainText('photo-5.jpg');
  await expect(uploader.getByText('5 of the 6 photos you picked were kept: a car has at most 5 photos')).toHaveCount(1);
  await expect(uploader.getByRole('button', { name: 'Upload 5 files' })).toBeEnabled();
});

for (const viewport of VIEWPORTS) {
  test(`the open dialog has no axe violations and shows focus on every control (${viewport.name})`, async ({
    page,
  }) => {
    const uploader = await openUploader(page, viewport.width);
    await expectNoViolations(page, 'the empty upload dialog');
    await uploader
      .locator('input[type=file]')
      .first()
      .setInputFiles(['car-front.jpg', 'car-side.jpg'].map(fixtureFile));
    await expect(uploader.getByTestId('upload-file')).toHaveCount(2);
    await expectNoViolations(page, 'the upload dialog with two photos');

    // every control is reached by the keyboard and shows where the focus is
    const controls = [
      uploader.getByRole('button', { name: 'Choose photos' }),
      uploader.getByRole('button', { name: 'Remove car-front.jpg' }),
      uploader.getByRole('button', { name: 'Cancel' }),
      uploader.getByRole('button', { name: 'Upload 2 files' }),
    ];
    for (const control of controls) {
      await control.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(control).toBeFocused();
      const outline = await control.evaluate((element) => getComputedStyle(element).outlineStyle);
      expect(outline, `the focus ring of ${await control.textContent()}`).not.toBe('none');
    }
  });
}
