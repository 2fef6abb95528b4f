import { renderWithProviders } from '@ladrive/platform/testing';
import { screen, within } from '@testing-library/react';
import InsurancePolicy from './InsurancePolicy';

describe('Insurance Policy', () => {
  beforeEach(() => renderWithProviders(<InsurancePolicy />, { route: '/insurance-policy' }));

  const card = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li')!;

  it('shows the coverage cards with their limits', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Insurance Policy' })).toBeInTheDocument();
    expect(document.title).toBe('Insurance Policy | LA Drive');
    expect(card('Liability Coverage')).toHaveTextContent('Up to $1,000,000');
    expect(card('Vehicle Damage')).toHaveTextContent('Up to $200,000');
    expect(card('Vehicle Damage')).toHaveTextContent('$500 deductible');
    expect(card('Theft Protection')).toHaveTextContent('Full vehicle value');
    expect(card('Personal Protection')).toHaveTextContent('$100,000 per person');
  });

  it('prices the optional trip insurance from contracts', () => {
    const tripInsurance = screen.getByRole('complementary', { name: 'Optional trip insurance' });
    expect(tripInsurance).toHaveTextContent('$15 per day');
  });

  it('lists exclusions and the four-step claims process with its time frames', () => {
    expect(screen.getByRole('heading', { level: 2, name: 'Exclusions' })).toBeInTheDocument();
    expect(screen.getByText('Driving under the influence of alcohol or drugs.')).toBeInTheDocument();

    const claims = screen.getByRole('region', { name: 'How to file a claim' });
    const steps = within(claims).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[0]).toHaveTextContent('within 24 hours');
    expect(steps[2]).toHaveTextContent('within 24–48 hours');
    expect(steps[3]).toHaveTextContent('Most claims are processed in 3–5 business days');
    expect(steps[3]).toHaveTextContent('up to 10 business days');
  });
});
