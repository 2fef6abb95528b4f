import { screen } from '@testing-library/react';

/** Finds a list item by its whole text, even when part of it is in <strong> ("Lunes a Viernes 8AM–8PM CST"). */
export function getListItemByText(text: string) {
  return screen.getByText((_, element) => element?.tagName === 'LI' && element.textContent === text);
}
