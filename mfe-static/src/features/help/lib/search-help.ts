import { normalizeForSearch } from '../../../lib/format';
import type { FaqCategory, HelpArticle } from '../content/types';

export interface HelpSearchResults {
  categories: readonly FaqCategory[];
  articles: readonly HelpArticle[];
  /** Questions plus articles that match. */
  count: number;
}

/**
 * A crude stem, for Spanish as for English: the first six letters of a long word ("cancelación" → "cancel", so
 * it also finds "cancelar"; "cancellation" finds "cancel") and no plural "s" on a shorter one ("pagos" → "pago").
 */
function stem(word: string): string {
  if (word.length > 6) return word.slice(0, 6);
  return word.length > 3 ? word.replace(/s$/, '') : word;
}

/** Every word of the query must appear (ignoring case, accents and word endings) somewhere in the text. */
function matcher(query: string): (...texts: string[]) => boolean {
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean).map(stem);
  return (...texts) => {
    const haystack = normalizeForSearch(texts.join(' '));
    return words.every((word) => haystack.includes(word));
  };
}

/**
 * Filters the Help Center as the user types: questions by question and answer, articles by title
 * and summary; a category with no matching question disappears. An empty query keeps everything.
 */
export function searchHelp(
  query: string,
  categories: readonly FaqCategory[],
  articles: readonly HelpArticle[],
): HelpSearchResults {
  const matches = matcher(query);
  const matchingCategories = categories
    .map((category) => ({
      ...category,
      faqs: category.faqs.filter((faq) => matches(category.title, faq.question, faq.answer)),
    }))
    .filter((category) => category.faqs.length > 0);
  const matchingArticles = articles.filter((article) => matches(article.title, article.summary));
  const count = matchingCategories.reduce((sum, category) => sum + category.faqs.length, 0) + matchingArticles.length;
  return { categories: matchingCategories, articles: matchingArticles, count };
}
