import { type CarAvailability, PLATFORM_TRIP_RULES } from '@ladrive/contracts';
import { apiError, json, mockApi, renderWithProviders } from '@ladrive/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AvailabilityDialog } from './AvailabilityDialog';

const car = { id: '00000000-0000-4000-8000-00000000c0de', make: 'Mazda', model: 'CX-5' };
const availability: CarAvailability = { booked: [], blocked: [], rules: PLATFORM_TRIP_RULES };

async function refusedSave(refusal: string, language?: 'en' | 'es') {
  mockApi({
    'GET /api/cars/:id/availability': json(availability),
    'PUT /api/cars/:id/availability': apiError(409, refusal),
  });
  renderWithProviders(<AvailabilityDialog car={car} onClose={() => {}} />, { language });
  const user = userEvent.setup();
  const save = language === 'en' ? 'Save calendar' : 'Guardar calendario';
  await user.click(await screen.findByRole('button', { name: save }));
  return screen.findByRole('alert');
}

describe('AvailabilityDialog and the API’s language', () => {
  it('marks the API’s English refusal on the Spanish dialog while nobody has chosen a language', async () => {
    const refusal = await refusedSave('These days are booked and cannot be blocked: 2031-06-03');
    expect(refusal).toHaveAttribute('lang', 'en');
  });

  it('shows the refusal as the API wrote it in the chosen language, unmarked, in an English dialog', async () => {
    const refusal = await refusedSave('These days are booked and cannot be blocked: 2031-06-03', 'en');
    expect(refusal).not.toHaveAttribute('lang');
    expect(screen.getByRole('dialog', { name: 'Calendar for Mazda CX-5' })).toBeInTheDocument();
    expect(screen.getByText('Minimum notice')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'No notice' })).toBeInTheDocument();
  });
});
