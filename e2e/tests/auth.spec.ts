import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, signIn, test, uniqueEmail } from './fixtures';

/** Wide screens keep the member links and Sign Out in the menu the greeting opens. */
async function openAccountMenu(page: Page, greeting: string | RegExp) {
  const toggle = page.getByRole('banner').getByRole('button', { name: greeting });
  await toggle.click();
  return page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
}

test('a signed-out visitor sees the landing page with ways to sign up and sign in', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation').first();
  for (const name of ['Login', 'Sign In', 'Sign Up']) {
    await expect(page.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', /^\/api\/login/);
  }
  await expect(page.getByRole('link', { name: 'List Your Car' }).first()).toHaveAttribute('href', '/list-car');
  await expect(page.locator('#how-it-works')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'My Bookings' })).toHaveCount(0);
});

test('a new user signs up, is greeted by first name, sees member links, and signs out', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign Up', exact: true }).first().click();
  await expect(page).toHaveURL(/\/api\/login/);
  const form = page.locator('form[action="/api/signup"]');
  await form.getByLabel('First name').fill('Marisol');
  await form.getByLabel('Last name').fill('Vega');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('a-long-password');
  await form.getByRole('button', { name: /create account|sign up/i }).click();

  await expect(page).toHaveURL(/\/$/);
  const accountMenu = await openAccountMenu(page, 'Hola, Marisol');
  await expect(accountMenu.getByRole('link', { name: 'My Bookings' })).toBeVisible();
  await expect(accountMenu.getByRole('link', { name: 'Host Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);

  // the home page's reads answered first (see the admin's test below)
  await page.waitForLoadState('networkidle');
  await accountMenu.getByRole('link', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign Up', exact: true }).first()).toBeVisible();
  await expect(page.getByText('Hola, Marisol')).toHaveCount(0);

  // The account exists: signing in again works.
  await signIn(page, email, 'a-long-password');
  await expect(page.getByText('Hola, Marisol')).toBeVisible();
});

test('wrong credentials are refused without saying which part was wrong', async ({ page }) => {
  await signIn(page, 'renter@example.com', 'not-the-password');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, 'nobody-here@example.com', DEMO_PASSWORD);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});

test('an admin sees the Admin Panel link; a renter does not', async ({ page }) => {
  await signIn(page, 'admin@example.com');
  const accountMenu = await openAccountMenu(page, /^Hola, /);
  await expect(accountMenu.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin-dashboard');
  // the home page's reads (the admin's favourites among them) answered first: one still on its way when the session
  // ends is answered 401, and the page logs it before it unloads
  await page.waitForLoadState('networkidle');
  await page.goto('/api/logout');
  await signIn(page, 'renter@example.com');
  await expect(page.getByText(/^Hola, /)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
});

test('signing in from a page returns to that page', async ({ page }) => {
  await signIn(page, 'renter@example.com', DEMO_PASSWORD, '/help-center');
  await expect(page).toHaveURL(/\/help-center$/);
});
