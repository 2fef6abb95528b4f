import { chooseLanguageForTest } from '@ladrive/i18n/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderApp } from '../../test/render-app';
import { languageFromCookie } from './language-cookie';

afterEach(() => {
  chooseLanguageForTest(null);
  // biome-ignore lint/suspicious/noDocumentCookie: forgetting the test's choice as a browser would
  document.cookie = 'lang=; path=/; max-age=0';
  vi.restoreAllMocks();
});

async function chooseInDrawer(name: 'English' | 'Español', menu = 'Menu') {
  await userEvent.click(screen.getByRole('button', { name: menu }));
  const drawer = screen.getByRole('dialog');
  await userEvent.click(within(drawer).getByRole('button', { name }));
}

describe('choosing a language', () => {
  it("shows the spec's texts until the visitor chooses: the English frame marked on a Spanish page", async () => {
    renderApp({ route: '/help-center' });
    expect(await screen.findByRole('heading', { name: 'Remote mfe_static/HelpCenter' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('banner')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Help Center' })).toBeInTheDocument();
  });

  it('turns the whole frame Spanish at once, marks the page es and remembers the choice in the cookie', async () => {
    renderApp({ route: '/help-center' });
    await chooseInDrawer('Español');
    expect(screen.getByRole('banner')).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: 'Centro de ayuda' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menú' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(languageFromCookie()).toBe('es');
  });

  it('turns a Spanish page English, <html lang> included', async () => {
    renderApp({ route: '/help-center' });
    await chooseInDrawer('English');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('contentinfo')).not.toHaveAttribute('lang');
    expect(screen.getByText('Rent cars from trusted local hosts across Los Angeles.')).toBeInTheDocument();
  });

  it("saves a signed-in user's choice on the account", async () => {
    const saved: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      if (request.method === 'PUT') saved.push({ url: request.url, body: await request.clone().json() });
      return new Response(null, { status: 204 });
    });
    renderApp({ route: '/help-center', user: makeUser() });
    await chooseInDrawer('English');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.url).toMatch(/\/api\/account\/language$/);
    expect(saved[0]!.body).toEqual({ language: 'en' });
  });

  it("keeps a choice made before the session's answer, on the page and on the account", async () => {
    let answerSession = () => {};
    const sessionAnswered = new Promise<void>((resolve) => {
      answerSession = resolve;
    });
    const saved: unknown[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      if (request.method === 'PUT') {
        saved.push(await request.clone().json());
        return new Response(null, { status: 204 });
      }
      await sessionAnswered;
      return Response.json(makeUser({ language: 'es' }));
    });
    renderApp({ route: '/help-center', user: 'asked' });
    await chooseInDrawer('English');
    answerSession();
    await waitFor(() => expect(saved).toEqual([{ language: 'en' }]));
    expect((await screen.findAllByText('Hi, Ana')).length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe('en');
    expect(languageFromCookie()).toBe('en');
  });

  it("follows the account's language when the session arrives (a sign-in on another device)", async () => {
    renderApp({ route: '/help-center', user: makeUser({ language: 'en' }) });
    expect(await screen.findByText('Hi, Ana')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(languageFromCookie()).toBe('en');
  });
});
