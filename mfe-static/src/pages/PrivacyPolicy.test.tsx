import { PrivacyPolicyBody } from '@ladrive/marketplace-ui/legal';
import { renderWithProviders } from '@ladrive/platform/testing';
import { screen, within } from '@testing-library/react';
import PrivacyPolicy from './PrivacyPolicy';

const SECTIONS = [
  '1. Information We Collect',
  '2. How We Use Your Information',
  '3. How We Share Your Information',
  '4. Data Security',
  '5. Your Rights and Choices',
  '6. Changes to This Policy',
  '7. Contact Us',
];

describe('Privacy Policy', () => {
  it('shows the policy with its date, sections and table of contents', () => {
    renderWithProviders(<PrivacyPolicy />, { route: '/privacy-policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(document.title).toBe('Privacy Policy | LA Drive');
    expect(screen.getByText('Last updated: August 19, 2025')).toBeInTheDocument();
    for (const name of SECTIONS) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    expect(within(toc).getByRole('link', { name: 'Your Rights and Choices' })).toHaveAttribute('href', '#your-rights');
    expect(screen.getByRole('link', { name: 'privacy@ladrive.example' })).toBeInTheDocument();
  });

  it('offers the body on its own, one heading level down, for a dialog', () => {
    renderWithProviders(<PrivacyPolicyBody />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(SECTIONS);
    expect(screen.getByText('Last updated: August 19, 2025')).toBeInTheDocument();
  });
});
