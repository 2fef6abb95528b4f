import { act, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense, startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { compileCatalog } from '../build/compile-catalog';
import { createCatalogs } from './catalogs';
import { PageLanguage, Speaks, useLanguage } from './language';
import { richText } from './rich-text';
import { chooseLanguageForTest } from './testing';

// what the build hands the app: each text compiled
const compiled = (texts: Record<string, string>) => JSON.parse(compileCatalog(JSON.stringify(texts)));

const catalogs = createCatalogs({
  en: compiled({
    cars: '{count, plural, one {# car available} other {# cars available}}',
    title: 'Cars in {place}',
    agree: 'I agree to the <0>Terms</0>',
  }),
  es: compiled({
    cars: '{count, plural, one {# auto disponible} other {# autos disponibles}}',
    title: 'Autos en {place}',
    agree: 'Acepto los <0>Términos</0>',
  }),
});
const { useT, translate } = catalogs;
const T = richText(catalogs);

function Results() {
  const t = useT();
  return (
    <section>
      <h1>{t('title', { place: 'Santa Monica' })}</h1>
      <p>{t('cars', { count: 1 })}</p>
      <p>{t('cars', { count: 24 })}</p>
      <p>
        <T id="agree" components={[<Terms key="terms" />]} />
      </p>
      <Speaks lang="en">
        <footer>
          <Said />
        </footer>
      </Speaks>
    </section>
  );
}

// the catalog's tag gives the link its words
const Terms = ({ children }: { children?: ReactNode }) => <a href="/terms">{children}</a>;

function Said() {
  return <span>{useLanguage()}</span>;
}

describe('catalogs', () => {
  afterEach(() => chooseLanguageForTest(null));

  it("speak each part of the page in the spec's language while nobody has chosen one", () => {
    render(
      <PageLanguage lang="es">
        <Results />
      </PageLanguage>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Autos en Santa Monica');
    expect(screen.getByText('1 auto disponible')).toBeInTheDocument();
    expect(screen.getByText('24 autos disponibles')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Términos' })).toHaveAttribute('href', '/terms');
    // the English island is marked and speaks English
    expect(screen.getByRole('contentinfo')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('en');
  });

  it('turn every part to the chosen language at once, islands included, and drop their marks', () => {
    render(
      <PageLanguage lang="es">
        <Results />
      </PageLanguage>,
    );
    act(() => chooseLanguageForTest('en'));
    expect(screen.getByRole('heading')).toHaveTextContent('Cars in Santa Monica');
    expect(screen.getByText('1 car available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).not.toHaveAttribute('lang');

    act(() => chooseLanguageForTest('es'));
    expect(screen.getByRole('heading')).toHaveTextContent('Autos en Santa Monica');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('es');
  });

  it('translate outside a component in a given language', () => {
    expect(translate('es')('cars', { count: 3 })).toBe('3 autos disponibles');
    expect(translate('en')('title', { place: 'Venice' })).toBe('Cars in Venice');
  });
});

describe('a catalog loaded when first needed', () => {
  afterEach(() => chooseLanguageForTest(null));
  const lazy = createCatalogs<'hello'>({
    en: async () => ({ default: compiled({ hello: 'Hello' }) }),
    es: async () => ({ default: compiled({ hello: 'Hola' }) }),
  });
  function Hello() {
    return <p>{lazy.useT()('hello')}</p>;
  }

  it('shows nothing of its package until it has loaded, then speaks', async () => {
    // the catalog's import resolves inside act, as a browser's would between frames
    await act(async () => {
      render(
        <Suspense fallback={<p>…</p>}>
          <Hello />
        </Suspense>,
      );
    });
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });

  it('is loaded before a choice turns the page, so the page never waits', async () => {
    await act(async () => {
      render(<Hello />, { wrapper: ({ children }) => <Suspense>{children}</Suspense> });
    });
    await lazy.load('es');
    act(() => chooseLanguageForTest('es'));
    expect(screen.getByText('Hola')).toBeInTheDocument();
  });
});

describe('compiling a catalog', () => {
  it('refuses a text that is not ICU MessageFormat, naming its key', () => {
    expect(() => compileCatalog(JSON.stringify({ 'search.count': '{count, plural, one {# día}' }))).toThrow(
      /"search\.count"/,
    );
  });
});

describe('a part that waits for its catalog', () => {
  it('renders its later hooks once the catalog is in, without React recovering from an error', async () => {
    const lazy = createCatalogs<'hello'>({
      en: async () => ({ default: compiled({ hello: 'Hello' }) }),
      es: async () => ({ default: compiled({ hello: 'Hola' }) }),
    });
    function Greeting() {
      const t = lazy.useT();
      const [name] = useState('Ana');
      return (
        <p>
          {t('hello')}, {name}
        </p>
      );
    }
    const recovered: unknown[] = [];
    const root = createRoot(document.body.appendChild(document.createElement('div')), {
      onRecoverableError: (error) => recovered.push(error),
    });
    await act(async () =>
      startTransition(() =>
        root.render(
          <PageLanguage lang="en">
            <Suspense fallback="…">
              <Greeting />
            </Suspense>
          </PageLanguage>,
        ),
      ),
    );
    expect(await screen.findByText('Hello, Ana')).toBeInTheDocument();
    expect(recovered).toEqual([]);
    act(() => root.unmount());
  });
});
