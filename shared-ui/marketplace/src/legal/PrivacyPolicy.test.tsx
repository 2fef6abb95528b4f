import { renderWithProviders } from '@ladrive/platform/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrivacyPolicyBody } from './PrivacyPolicy';

describe('PrivacyPolicyBody', () => {
  it('renders the policy dated August 19, 2025 with its seven sections one heading level down', () => {
    renderWithProviders(<PrivacyPolicyBody />);
    expect(screen.getByText('Last updated: August 19, 2025')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'privacy@ladrive.example' })).toHaveAttribute(
      'href',
      'mailto:privacy@ladrive.example',
    );
  });
});

describe('PrivacyPolicyBody in a chosen language', () => {
  it('reads in Spanish, its date and sections too', () => {
    renderWithProviders(<PrivacyPolicyBody />, { language: 'es' });
    expect(screen.getByText('Última actualización: 19 de agosto de 2025')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '1. Información que recopilamos',
      '2. Cómo usamos tu información',
      '3. Cómo compartimos tu información',
      '4. Seguridad de los datos',
      '5. Tus derechos y opciones',
      '6. Cambios a esta política',
      '7. Contáctanos',
    ]);
    expect(screen.getByRole('link', { name: 'privacy@ladrive.example' })).toBeInTheDocument();
  });

  it('reads in English on a Spanish page once English is chosen', () => {
    renderWithProviders(<PrivacyPolicyBody />, { language: 'en', pageLanguage: 'es' });
    expect(screen.getByText('Last updated: August 19, 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '7. Contact Us' })).toBeInTheDocument();
  });
});
