import { chooseLanguageForTest } from '@ladrive/i18n/testing';
import { render, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../theme/theme';
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
