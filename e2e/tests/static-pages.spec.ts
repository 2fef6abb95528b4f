import { expect, test } from './fixtures';

const pages = [
  { path: '/help-center', heading: /Centro de Ayuda/i, content: [/8AM.8PM CST/, /9AM.6PM CST/] },
  { path: '/safety-guidelines', heading: /Safety Guidelines/i, content: [/identity verification/i, /911/] },
  { path: '/contact', heading: /contact/i, content: [/by appointment only/i, /24\/7/] },
  { path: '/terms-of-service', heading: /Terms of Service/i, content: [/21 August 2025/, /State of California/] },
  { path: '/privacy-policy', heading: /Privacy Policy/i, content: [/August 19, 2025/] },
  { path: '/insurance-policy', heading: /Insurance Policy/i, content: [/\$1,000,000/, /\$500 deductible/i] },
];

for (const { path, heading, content } of pages) {
  test(`${path} shows its content`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    for (const text of content) await expect(page.getByText(text).first()).toBeVisible();
  });
}

test('the footer reaches every static page through the shell router', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: /terms/i }).click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Terms of Service/i);
});

test('the terms of service have 12 sections reachable from the table of contents', async ({ page }) => {
  await page.goto('/terms-of-service');
  const toc = page.getByRole('navigation', { name: /contents/i });
  await expect(toc.getByRole('link')).toHaveCount(12);
  const last = toc.getByRole('link').nth(11);
  const target = await last.getAttribute('href');
  await last.click();
  await expect(page.locator(target ?? '#missing')).toBeInViewport();
});

test('the contact form explains each mistake and confirms a sent message', async ({ page }) => {
  await page.goto('/contact');
  const form = page.locator('form');
  await form.getByRole('button', { name: /send/i }).click();
  for (const message of [
    'Name must be at least 2 characters',
    'Please enter a valid email address',
    'Please select a subject',
    'Message must be at least 10 characters',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }

  await form.getByLabel(/name/i).first().fill('Ana Rivera');
  await form.getByLabel(/email/i).fill('ana@example.com');
  await form.getByLabel(/subject/i).selectOption('booking');
  await form.getByLabel(/message/i).fill('¿Puedo recoger el auto en LAX?');
  await form.getByRole('button', { name: /send/i }).click();

  await expect(page.getByText('Mensaje Enviado')).toBeVisible();
  await expect(page.getByText('Gracias por contactarnos. Te responderemos en 24 horas.')).toBeVisible();
  await expect(form.getByLabel(/message/i)).toHaveValue('');
});
