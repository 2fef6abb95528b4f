import { renderWithProviders } from '@ladrive/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getListItemByText } from '../testing/queries';
import HelpCenter from './HelpCenter';

function renderPage() {
  renderWithProviders(<HelpCenter />, { route: '/help-center' });
  return { user: userEvent.setup(), search: screen.getByRole('searchbox', { name: 'Buscar en el Centro de Ayuda' }) };
}

const searchStatus = () => within(screen.getByRole('search')).getByRole('status');
const questions = () => screen.queryAllByRole('group').map((details) => details.querySelector('summary')?.textContent);

describe('Help Center', () => {
  it('shows the Spanish help page: title, contact channels, hours, FAQ categories, articles and guides', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Centro de Ayuda' })).toBeInTheDocument();
    expect(document.title).toBe('Centro de Ayuda | LA Drive');
    for (const channel of ['Chat en vivo', 'Teléfono', 'Correo electrónico']) {
      expect(screen.getByRole('heading', { level: 3, name: channel })).toBeInTheDocument();
    }
    expect(getListItemByText('Lunes a Viernes 8AM–8PM CST')).toBeInTheDocument();
    expect(getListItemByText('Fines de semana 9AM–6PM CST')).toBeInTheDocument();
    for (const category of ['Reservaciones', 'Pagos', 'Propietarios/Anfitriones', 'Seguridad y Seguro']) {
      expect(screen.getByRole('heading', { level: 3, name: category })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Artículos populares' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Para viajeros' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Para anfitriones' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contáctanos' })).toHaveAttribute('href', '/contact');
  });

  it('answers each question in a disclosure widget', async () => {
    const { user } = renderPage();
    const summary = screen.getByText('¿Cuál es la edad mínima para rentar?');
    const details = summary.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(summary);
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText(/al menos 21 años/)).toBeVisible();
  });

  it('filters questions and articles as the user types, ignoring accents and case', async () => {
    const { user, search } = renderPage();
    const allQuestions = questions().length;

    await user.type(search, 'CANCELACION');

    const matching = questions();
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(allQuestions);
    expect(matching).toContain('¿Puedo cancelar mi reservación?');
    expect(matching).not.toContain('¿Qué métodos de pago aceptan?');
    expect(screen.getByRole('link', { name: 'Ver la sección de cancelaciones' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Buscar autos' })).not.toBeInTheDocument();
    expect(searchStatus()).toHaveTextContent(/\d+ resultados? para "CANCELACION"/);
  });

  it('shows a no-results message when nothing matches, and everything again when cleared', async () => {
    const { user, search } = renderPage();
    await user.type(search, 'submarino');

    expect(searchStatus()).toHaveTextContent('No encontramos resultados para "submarino".');
    expect(questions()).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Preguntas frecuentes' })).not.toBeInTheDocument();

    await user.clear(search);
    expect(questions().length).toBeGreaterThan(0);
    expect(searchStatus()).toBeEmptyDOMElement();
  });
});
