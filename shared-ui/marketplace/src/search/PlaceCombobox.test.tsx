import type { PlaceSuggestion } from '@ladrive/contracts';
import { json, mockApi, renderWithProviders } from '@ladrive/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PlaceCombobox } from './PlaceCombobox';

const SUGGESTIONS: PlaceSuggestion[] = [
  { value: 'Santa Monica, CA', label: 'Santa Monica, CA', kind: 'city', detail: 'California' },
  { value: 'Santa Maria, CA', label: 'Santa Maria, CA', kind: 'city', detail: 'California' },
];

function Harness({ onSubmit = () => {} }: { onSubmit?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <label htmlFor="place">Ubicación</label>
      <PlaceCombobox id="place" value={value} onChange={setValue} language="es" placeholder="Ciudad" />
    </form>
  );
}

describe('PlaceCombobox', () => {
  it('suggests places as the renter types and takes one by keyboard', async () => {
    const api = mockApi({ 'GET /api/places': json(SUGGESTIONS) });
    const submitted: string[] = [];
    renderWithProviders(<Harness onSubmit={(value) => submitted.push(value)} />);
    const box = screen.getByRole('combobox', { name: 'Ubicación' });
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await userEvent.type(box, 'santa');
    const listbox = await screen.findByRole('listbox');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Santa Monica, CACiudad · California',
      'Santa Maria, CACiudad · California',
    ]);
    expect(screen.getByText('2 sugerencias')).toHaveAttribute('role', 'status');
    expect(api.calls('GET /api/places').at(-1)!.url.searchParams.get('q')).toBe('santa');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const first = screen.getByRole('option', { name: /Santa Monica/ });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', first.id);

    // Enter takes the suggestion without submitting; the next Enter searches
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveValue('Santa Monica, CA');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(submitted).toEqual([]);
    await userEvent.keyboard('{Enter}');
    expect(submitted).toEqual(['Santa Monica, CA']);
  });

  it('Escape closes the list and keeps what was typed; a click takes an option', async () => {
    mockApi({ 'GET /api/places': json(SUGGESTIONS) });
    renderWithProviders(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Ubicación' });
    await userEvent.type(box, 'sant');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('sant');

    await userEvent.type(box, 'a');
    await userEvent.click(await screen.findByRole('option', { name: /Santa Maria/ }));
    expect(box).toHaveValue('Santa Maria, CA');
    expect(box).toHaveFocus();
  });

  it('asks nothing for one character', async () => {
    const api = mockApi({ 'GET /api/places': json(SUGGESTIONS) });
    renderWithProviders(<Harness />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Ubicación' }), 's');
    expect(api.calls('GET /api/places')).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('PlaceCombobox in a chosen language', () => {
  it("names the suggestions' kind and count in English once chosen, on a Spanish form", async () => {
    mockApi({ 'GET /api/places': json(SUGGESTIONS) });
    renderWithProviders(<Harness />, { language: 'en' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Ubicación' }), 'santa');
    await screen.findByRole('listbox');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Santa Monica, CACity · California');
    expect(screen.getByText('2 suggestions')).toHaveAttribute('role', 'status');
  });
});
