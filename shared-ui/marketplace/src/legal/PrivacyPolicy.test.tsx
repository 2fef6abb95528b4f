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
