import type { Language } from '@ladrive/contracts';
import { chooseLanguageForTest } from '@ladrive/i18n/testing';
import { useToastStore } from '@ladrive/platform';
import { json, mockApi, renderWithProviders } from '@ladrive/platform/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { wordsOf } from '../testing/language';
import Contact from './Contact';
import HelpCenter from './HelpCenter';
import InsurancePolicy from './InsurancePolicy';
import PrivacyPolicy from './PrivacyPolicy';
import SafetyGuidelines from './SafetyGuidelines';
import TermsOfService from './TermsOfService';

interface PageCase {
  Page: ComponentType;
  route: string;
  title: Record<Language, string>;
}

const PAGES: Record<string, PageCase> = {
  'Help Center': { Page: HelpCenter, route: '/help-center', title: { en: 'Help Center', es: 'Centro de Ayuda' } },
  'Safety Guidelines': {
    Page: SafetyGuidelines,
    route: '/safety-guidelines',
    title: { en: 'Safety Guidelines', es: 'Pautas de Seguridad' },
  },
  Contact: { Page: Contact, route: '/contact', title: { en: 'Contact Us', es: 'Contáctanos' } },
  'Terms of Service': {
    Page: TermsOfService,
    route: '/terms-of-service',
    title: { en: 'Terms of Service', es: 'Términos de Servicio' },
  },
  'Privacy Policy': {
    Page: PrivacyPolicy,
    route: '/privacy-policy',
    title: { en: 'Privacy Policy', es: 'Política de Privacidad' },
  },
  'Insurance Policy': {
    Page: InsurancePolicy,
    route: '/insurance-policy',
    title: { en: 'Insurance Policy', es: 'Póliza de Seguro' },
  },
};

const OTHER: Record<Language, Language> = { en: 'es', es: 'en' };

const FORM_LABELS = {
  en: {
    form: 'Contact form',
    name: 'Full name',
    email: 'Email address',
    subject: 'Subject',
    message: 'Message',
    send: 'Send Message',
  },
  es: {
    form: 'Formulario de contacto',
    name: 'Nombre completo',
    email: 'Correo electrónico',
    subject: 'Asunto',
    message: 'Mensaje',
    send: 'Enviar Mensaje',
  },
};

function renderIn(lang: Language, name: keyof typeof PAGES) {
  const { Page, route } = PAGES[name]!;
  chooseLanguageForTest(lang);
  renderWithProviders(<Page />, { route });
  return { user: userEvent.setup() };
}

afterEach(() => {
  act(() => useToastStore.getState().dismiss());
  chooseLanguageForTest(null);
});

describe.each(['en', 'es'] as const)('every page when the visitor chooses %s', (lang) => {
  it.each(Object.keys(PAGES))('%s: its heading and tab title, and no word of the other language', (name) => {
    renderIn(lang, name);
    const title = PAGES[name]!.title[lang];
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | LA Drive`);
    expect(wordsOf(OTHER[lang], document.body.textContent ?? '')).toEqual([]);
  });
});

describe('Help Center in a chosen language', () => {
  it('counts search results with the plural of the language', async () => {
    const { user } = renderIn('en', 'Help Center');
    await user.type(screen.getByRole('searchbox', { name: 'Search the Help Center' }), 'privacy');
    expect(within(screen.getByRole('search')).getByRole('status')).toHaveTextContent('1 result for "privacy"');
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'cancellation');
    expect(within(screen.getByRole('search')).getByRole('status')).toHaveTextContent(
      /^\d+ results for "cancellation"$/,
    );
  });

  it('answers in Spanish when Spanish is chosen', async () => {
    const { user } = renderIn('es', 'Help Center');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar en el Centro de Ayuda' }), 'privacidad');
    expect(within(screen.getByRole('search')).getByRole('status')).toHaveTextContent('1 resultado para "privacidad"');
  });

  it.each([
    ['en', 'Monday to Friday 6 AM–6 PM PT', 'Weekends 7 AM–4 PM PT'],
    ['es', 'Lunes a Viernes 6 a.m.–6 p.m. PT', 'Fines de semana 7 a.m.–4 p.m. PT'],
  ] as const)('shows the support hours in Pacific time in %s', (lang, weekdays, weekends) => {
    renderIn(lang, 'Help Center');
    expect(hoursRow(weekdays)).toBeInTheDocument();
    expect(hoursRow(weekends)).toBeInTheDocument();
    expect(screen.queryByText(/CST/)).not.toBeInTheDocument();
  });
});

describe('Contact in a chosen language', () => {
  it.each([
    ['en', ['Monday–Friday 6 AM–6 PM', 'Saturday 7 AM–4 PM', 'Sunday 8 AM–4 PM'], 'Pacific Time (PT).'],
    [
      'es',
      ['Lunes a viernes 6 a.m.–6 p.m.', 'Sábado 7 a.m.–4 p.m.', 'Domingo 8 a.m.–4 p.m.'],
      'Hora del Pacífico (PT).',
    ],
  ] as const)('shows the support hours in Pacific time in %s', (lang, rows, zone) => {
    renderIn(lang, 'Contact');
    for (const row of rows) expect(hoursRow(row)).toBeInTheDocument();
    expect(screen.getByText((text) => text.startsWith(zone))).toBeInTheDocument();
  });

  it("names the subjects and says what is wrong in the form's Spanish", async () => {
    const { user } = renderIn('es', 'Contact');
    const labels = FORM_LABELS.es;
    const form = screen.getByRole('form', { name: labels.form });
    expect(within(form).getByRole('option', { name: 'Pagos y reembolsos' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: labels.send }));
    expect(within(form).getByLabelText(labels.name)).toHaveAccessibleDescription(
      expect.stringContaining('El nombre debe tener al menos 2 caracteres'),
    );
    expect(within(form).getByLabelText(labels.subject)).toHaveAccessibleDescription(
      expect.stringContaining('Selecciona un asunto'),
    );
  });

  it.each([
    ['en', 'Message Sent', 'Thank you for contacting us. We will reply within 24 hours.'],
    ['es', 'Mensaje Enviado', 'Gracias por contactarnos. Te responderemos en 24 horas.'],
  ] as const)('thanks the sender in %s', async (lang, title, text) => {
    const receipt = { id: '0b9c8f52-8c5e-4c39-9d0f-6b1f1c1c2f10', receivedAt: '2026-11-26T18:00:00.000Z' };
    mockApi({ 'POST /api/contact': () => json(receipt, 201) });
    const { user } = renderIn(lang, 'Contact');
    const labels = FORM_LABELS[lang];
    const form = screen.getByRole('form', { name: labels.form });
    await user.type(within(form).getByLabelText(labels.name), 'Ana García');
    await user.type(within(form).getByLabelText(labels.email), 'ana@example.com');
    await user.selectOptions(within(form).getByLabelText(labels.subject), 'booking');
    await user.type(within(form).getByLabelText(labels.message), 'I need to change the dates of my trip.');
    await user.click(within(form).getByRole('button', { name: labels.send }));

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent(title);
    expect(toast).toHaveTextContent(text);
  });
});

describe('policies in Spanish', () => {
  it('dates the Terms in Spanish and keeps 12 sections with their contents', () => {
    renderIn('es', 'Terms of Service');
    expect(screen.getByText('Última actualización: 21 de agosto de 2025')).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Índice' });
    expect(within(toc).getAllByRole('link')).toHaveLength(12);
    expect(within(toc).getByRole('link', { name: 'Cancelaciones y reembolsos' })).toHaveAttribute(
      'href',
      '#cancellations-and-refunds',
    );
    const text = document.body.textContent ?? '';
    expect(text).toContain('al menos 21 años');
    expect(text).toContain('24 horas o menos antes de la entrega: se cobra el 50% del total de la reservación.');
    expect(text).toContain('se limita a $10,000 por incidente');
  });

  it('dates the Privacy Policy in Spanish, with its seven sections', () => {
    renderIn('es', 'Privacy Policy');
    expect(screen.getByText('Última actualización: 19 de agosto de 2025')).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Índice' });
    expect(within(toc).getAllByRole('link')).toHaveLength(7);
  });

  it('states the insurance figures in dollars in Spanish', () => {
    renderIn('es', 'Insurance Policy');
    const card = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li')!;
    expect(card('Responsabilidad civil')).toHaveTextContent('Hasta $1,000,000');
    expect(card('Protección personal')).toHaveTextContent('$100,000 por persona');
    const tripInsurance = screen.getByRole('complementary', { name: 'Seguro de viaje opcional' });
    expect(within(tripInsurance).getByText('$15 por día').tagName).toBe('STRONG');
  });
});

describe('a page on screen when the visitor chooses', () => {
  it('turns the Help Center English, title and hours included, without rendering it again', () => {
    renderWithProviders(<HelpCenter />, { route: '/help-center' });
    expect(screen.getByRole('heading', { level: 1, name: 'Centro de Ayuda' })).toBeInTheDocument();
    expect(hoursRow('Lunes a Viernes 8AM–8PM CST')).toBeInTheDocument();

    act(() => chooseLanguageForTest('en'));

    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    expect(document.title).toBe('Help Center | LA Drive');
    expect(hoursRow('Monday to Friday 6 AM–6 PM PT')).toBeInTheDocument();
    expect(wordsOf('es', document.body.textContent ?? '')).toEqual([]);
  });
});

describe('the spec texts while nothing is chosen', () => {
  it('keeps the Central-time note of the contact hours', () => {
    renderWithProviders(<Contact />, { route: '/contact' });
    expect(screen.getByText((text) => text.startsWith('Central Time (CST).'))).toBeInTheDocument();
  });
});

/** A support hours row by its text, whatever space the language's clock puts before AM/PM. */
function hoursRow(text: string) {
  return screen.getByText(
    (_, element) => element?.tagName === 'LI' && element.textContent?.replace(/\s/g, ' ') === text,
  );
}
