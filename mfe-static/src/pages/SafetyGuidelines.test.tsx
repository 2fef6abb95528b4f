import { renderWithProviders } from '@ladrive/platform/testing';
import { screen, within } from '@testing-library/react';
import SafetyGuidelines from './SafetyGuidelines';

describe('Safety Guidelines', () => {
  it('shows the safety commitments, the three checklists and the emergency line', () => {
    renderWithProviders(<SafetyGuidelines />, { route: '/safety-guidelines' });
    expect(screen.getByRole('heading', { level: 1, name: 'Safety Guidelines' })).toBeInTheDocument();
    expect(document.title).toBe('Safety Guidelines | LA Drive');

    for (const name of ['Identity Verification', 'Vehicle Inspection', 'Insurance Coverage', 'Emergency Contact']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    for (const name of ['Before your trip', 'During your trip', 'After your trip']) {
      const card = screen.getByRole('heading', { level: 3, name }).closest('li')!;
      expect(within(card).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    }

    const emergency = screen.getByRole('complementary', { name: 'In an emergency, call 911 first' });
    expect(emergency).toHaveTextContent('call 911 immediately');
    expect(within(emergency).getByRole('link', { name: 'Call (213) 555-0199' })).toHaveAttribute(
      'href',
      'tel:+12135550199',
    );
    expect(screen.getByText(/staffed 24 hours a day, 7 days a week/)).toBeInTheDocument();
  });
});
