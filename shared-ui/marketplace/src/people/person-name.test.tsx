import { renderWithProviders } from '@ladrive/platform/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePersonName } from './person-name';

function People({ names }: { names: ReadonlyArray<string | null> }) {
  const personName = usePersonName();
  return (
    <ul>
      {names.map((name, index) => (
        <li key={`${index}:${name}`}>{personName(name)}</li>
      ))}
    </ul>
  );
}

describe('usePersonName', () => {
  it.each([
    ["a Spanish page while nobody chose (the spec's word)", { pageLanguage: 'es' }, 'Usuario'],
    ['Spanish chosen', { language: 'es' }, 'Usuario'],
    ['English chosen, on a Spanish page too', { language: 'en', pageLanguage: 'es' }, 'User'],
    ['an English page while nobody chose', {}, 'User'],
  ] as const)("names a nameless person in the page's language: %s", (_, options, word) => {
    renderWithProviders(<People names={['Ana García', null, '  ']} />, options);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ana García', word, word]);
  });
});
