import { translate } from '../../../i18n';
import { helpCenterTexts } from '../content/help-center';
import { searchHelp } from './search-help';

// the Help Center as the spec writes it, in Spanish
const { faqCategories: FAQ_CATEGORIES, articles: POPULAR_ARTICLES } = helpCenterTexts(translate('es'));

const questionsFor = (query: string) =>
  searchHelp(query, FAQ_CATEGORIES, POPULAR_ARTICLES).categories.flatMap((category) =>
    category.faqs.map((faq) => faq.question),
  );

describe('searchHelp', () => {
  it('keeps everything for an empty or blank query', () => {
    const all = FAQ_CATEGORIES.reduce((sum, category) => sum + category.faqs.length, 0) + POPULAR_ARTICLES.length;
    expect(searchHelp('   ', FAQ_CATEGORIES, POPULAR_ARTICLES).count).toBe(all);
  });

  it('matches other forms of a word, without accents or case', () => {
    expect(questionsFor('CANCELACIÓN')).toContain('¿Puedo cancelar mi reservación?');
    expect(questionsFor('cancelacion')).toContain('¿Puedo cancelar mi reservación?');
  });

  it('requires every word of the query', () => {
    expect(questionsFor('edad mínima')).toEqual(['¿Cuál es la edad mínima para rentar?']);
    expect(questionsFor('edad tarjeta')).toEqual([]);
  });

  it('finds a whole category by its name', () => {
    const pagos = FAQ_CATEGORIES.find((category) => category.title === 'Pagos')!;
    const found = searchHelp('pagos', FAQ_CATEGORIES, POPULAR_ARTICLES).categories.find((c) => c.id === pagos.id);
    expect(found?.faqs).toHaveLength(pagos.faqs.length);
  });

  it('drops categories with no matching question and counts questions plus articles', () => {
    const results = searchHelp('privacidad', FAQ_CATEGORIES, POPULAR_ARTICLES);
    expect(results.categories).toHaveLength(0);
    expect(results.articles.map((article) => article.title)).toEqual(['Tu privacidad y tus datos']);
    expect(results.count).toBe(1);
  });
});
