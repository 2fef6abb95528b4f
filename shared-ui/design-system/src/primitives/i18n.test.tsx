import { message } from '@ladrive/contracts';
import { PageLanguage } from '@ladrive/i18n';
import { chooseLanguageForTest } from '@ladrive/i18n/testing';
import { act, render, screen, within } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../theme/theme';
import { ApiText } from './ApiText';
import { Dialog } from './Dialog';
import { Field, Input } from './Field';
import { Spinner } from './Skeleton';

const Themed = ({ children }: { children: ReactNode }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;
const renderThemed = (ui: ReactElement) => render(ui, { wrapper: Themed });

describe("the primitives' own words", () => {
  afterEach(() => chooseLanguageForTest(null));

  it('are English and marked so until the visitor chooses a language', () => {
    renderThemed(
      <Dialog open onClose={() => {}} title="Calendario">
        <Spinner />
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('lang', 'en');
  });

  it('speak Spanish once the visitor chooses it, unmarked', () => {
    chooseLanguageForTest('es');
    renderThemed(
      <Dialog open onClose={() => {}} title="Calendario">
        <Spinner />
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Cerrar' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('status', { name: 'Cargando' })).toBeInTheDocument();
  });

  it('keep a label the caller gives', () => {
    chooseLanguageForTest('es');
    renderThemed(<Spinner aria-label="Procesando el pago" />);
    expect(screen.getByRole('status', { name: 'Procesando el pago' })).not.toHaveAttribute('lang');
  });

  it("show a field's error that is not a contracts message as it came", () => {
    chooseLanguageForTest('es');
    renderThemed(
      <Field label="Correo" error="El correo ya está registrado">
        <Input />
      </Field>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('El correo ya está registrado');
  });
});

describe("the API's and the contracts' sentences (one rule: the API's language)", () => {
  afterEach(() => chooseLanguageForTest(null));
  const answerEmpty = message('reviews.answerEmpty');
  // the contracts' catalogs are chunks loaded on first use: the render suspends until they arrive
  const onSpanishPage = (ui: ReactElement) =>
    act(async () => {
      renderThemed(<PageLanguage lang="es">{ui}</PageLanguage>);
    });
  const sentences = () => (
    <>
      <Field label="Respuesta" error={answerEmpty} errorFromApi>
        <Input />
      </Field>
      <p data-testid="refusal">
        No se pudo enviar: <ApiText message={answerEmpty} />
      </p>
    </>
  );

  it('are English and marked so on a Spanish page while nobody has chosen a language', async () => {
    await onSpanishPage(sentences());
    const fieldError = screen.getByRole('alert');
    expect(await within(fieldError).findByText('Answer cannot be empty')).toBeInTheDocument();
    expect(fieldError).toHaveAttribute('lang', 'en');
    const inline = within(screen.getByTestId('refusal')).getByText('Answer cannot be empty');
    expect(inline).toHaveAttribute('lang', 'en');
  });

  it('are in the chosen language, unmarked, once there is one', async () => {
    chooseLanguageForTest('es');
    await onSpanishPage(sentences());
    const fieldError = screen.getByRole('alert');
    expect(await within(fieldError).findByText('La respuesta no puede estar vacía')).toBeInTheDocument();
    expect(fieldError).not.toHaveAttribute('lang');
    expect(within(screen.getByTestId('refusal')).getByText('La respuesta no puede estar vacía')).not.toHaveAttribute(
      'lang',
    );
  });

  it("leave a field's own rule in the page's language", async () => {
    await onSpanishPage(
      <Field label="Respuesta" error={answerEmpty}>
        <Input />
      </Field>,
    );
    expect(await screen.findByText('La respuesta no puede estar vacía')).toBeInTheDocument();
  });
});
