import type { Language } from '@ladrive/contracts';

/**
 * Short words that occur in almost any sentence of one language and in none of the other's texts here ("los" is
 * left out: "Los Angeles" is English too).
 */
const COMMON_WORDS: Record<Language, readonly string[]> = {
  en: ['the', 'and', 'your', 'you', 'with', 'for', 'of', 'to', 'is'],
  es: ['el', 'las', 'del', 'para', 'con', 'que', 'tu', 'y', 'una'],
};

/** The common words of `lang` found in `text`: a text written wholly in the other language has none. */
export function wordsOf(lang: Language, text: string): string[] {
  const words = new Set(text.toLowerCase().split(/[^\p{L}]+/u));
  return COMMON_WORDS[lang].filter((word) => words.has(word));
}
