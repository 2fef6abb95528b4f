import { formatUSD } from '@ladrive/contracts';

/** Whole-dollar amounts without cents, as policies write them: 1000000 → "$1,000,000", 1500 cents → "$15". */
export function formatWholeUSD(amount: number, unit: 'dollars' | 'cents' = 'dollars'): string {
  return formatUSD(amount, unit).replace(/\.00$/, '');
}

/** Lower-case text without accents, so "Reservación" matches "reservacion". */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** 0.15 → "15%". */
export function formatPercent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}
