import { type Language, LOCALE_OF, type RumVital } from '@ladrive/contracts';

type Figure = 'rate' | 'milliseconds' | 'shift';

const OPTIONS: Record<Figure, Intl.NumberFormatOptions> = {
  // one decimal: a canary is judged on a few points of difference
  rate: { style: 'percent', maximumFractionDigits: 1 },
  milliseconds: { style: 'unit', unit: 'millisecond', maximumFractionDigits: 0 },
  shift: { maximumFractionDigits: 3 },
};

const made: Partial<Record<`${Language}-${Figure}`, Intl.NumberFormat>> = {};
function formatter(lang: Language, figure: Figure): Intl.NumberFormat {
  made[`${lang}-${figure}`] ??= new Intl.NumberFormat(LOCALE_OF[lang], OPTIONS[figure]);
  return made[`${lang}-${figure}`]!;
}

/** Sessions with an error or a failed load ÷ sessions, as a percent: 0.125 → "12.5%" / "12,5 %". */
export const formatErrorRate = (rate: number, lang: Language) => formatter(lang, 'rate').format(rate);

/** A vital's p75 in its unit: LCP and INP in milliseconds ("2,480 ms"), CLS unitless ("0.05"). */
export const formatVital = (vital: RumVital, value: number, lang: Language) =>
  formatter(lang, vital === 'CLS' ? 'shift' : 'milliseconds').format(value);
