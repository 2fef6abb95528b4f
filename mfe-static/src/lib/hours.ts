import type { Language } from '@ladrive/contracts';
import { LOCALE_OF } from '@ladrive/contracts';
import { useChosenLanguage } from '@ladrive/i18n';
import type { OpenHours } from '../config/support';

/** Central and Pacific time are always two hours apart: both change to and from daylight time on the same dates. */
const PACIFIC_BEHIND_CENTRAL = 2;

/** 8 → "8AM", 20 → "8PM": an hour as the spec writes it. */
function specHour(hour: number): string {
  return `${hour % 12 || 12}${hour < 12 ? 'AM' : 'PM'}`;
}

const clocks: Partial<Record<Language, Intl.DateTimeFormat>> = {};

/** A Central hour as the Pacific hour it is, on the language's clock: 8 → "6 AM" / "6 a.m.". */
function pacificHour(hour: number, lang: Language): string {
  clocks[lang] ??= new Intl.DateTimeFormat(LOCALE_OF[lang], { hour: 'numeric', timeZone: 'UTC' });
  return clocks[lang].format(Date.UTC(2000, 0, 1, hour - PACIFIC_BEHIND_CENTRAL));
}

export interface SupportClock {
  /** The time zone the hours are shown in: the spec's Central time, or Los Angeles' Pacific time. */
  zone: 'central' | 'pacific';
  /** An opening range as the `{opens}` and `{closes}` of a message. */
  range: (hours: OpenHours) => { opens: string; closes: string };
}

/**
 * How support hours show. The spec writes them in Central time ("8AM–8PM CST") although LA Drive is a Los Angeles
 * company: until the visitor chooses a language the page shows the spec's text as it is; once they have chosen,
 * it shows the same hours in Pacific time on their language's clock ("6 AM–6 PM PT", "6 a.m.–6 p.m. PT").
 */
export function useSupportClock(): SupportClock {
  const chosen = useChosenLanguage();
  if (chosen === null) {
    return { zone: 'central', range: ([opens, closes]) => ({ opens: specHour(opens), closes: specHour(closes) }) };
  }
  return {
    zone: 'pacific',
    range: ([opens, closes]) => ({ opens: pacificHour(opens, chosen), closes: pacificHour(closes, chosen) }),
  };
}
