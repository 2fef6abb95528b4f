import { CONTACT_SUBJECTS, type ContactReceipt } from '@ladrive/contracts';
import { useToastStore } from '@ladrive/platform';
import { apiError, json, type MockResponse, mockApi, renderWithProviders } from '@ladrive/platform/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getListItemByText } from '../testing/queries';
import Contact from './Contact';

const MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  subject: 'Please select a subject',
  message: 'Message must be at least 10 characters',
};

function renderPage() {
  renderWithProviders(<Contact />, { route: '/contact' });
  const form = screen.getByRole('form', { name: 'Contact form' });
  return {
    user: userEvent.setup(),
    name: within(form).getByLabelText('Full name'),
    email: within(form).getByLabelText('Email address'),
    subject: within(form).getByLabelText('Subject'),
    message: within(form).getByLabelText('Message'),
    submit: within(form).getByRole('button', { name: 'Send Message' }),
  };
}

async function fillValidForm({ user, name, email, subject, message }: ReturnType<typeof renderPage>) {
  await user.type(name, 'Ana García');
  await user.type(email, 'ana@example.com');
  await user.selectOptions(subject, 'booking');
  await user.type(message, 'I need to change the dates of my trip.');
}

describe('Contact page', () => {
  afterEach(() => {
    act(() => useToastStore.getState().dismiss());
  });

  it('shows the contact channels, the hours and a way to the Help Center', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(document.title).toBe('Contact Us | LA Drive');
    for (const card of ['Phone', 'Email', 'Live Chat', 'Los Angeles Office']) {
      expect(screen.getByRole('heading', { level: 3, name: card })).toBeInTheDocument();
    }
    expect(screen.getByText(/by appointment only/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call (213) 555-0142' })).toHaveAttribute('href', 'tel:+12135550142');
    expect(getListItemByText('Monday–Friday 8AM–8PM')).toBeInTheDocument();
    expect(getListItemByText('Saturday 9AM–6PM')).toBeInTheDocument();
    expect(getListItemByText('Sunday 10AM–6PM')).toBeInTheDocument();
    expect(getListItemByText('Emergencies 24/7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit the Help Center' })).toHaveAttribute('href', '/help-center');
  });

  it('offers the eight contact subjects with readable labels', () => {
    const { subject } = renderPage();
    const options = within(subject).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['', ...CONTACT_SUBJECTS]);
    expect(within(subject).getByRole('option', { name: 'Payments and refunds' })).toBeInTheDocument();
  });

  it('shows all four messages, each linked to its field, when submitted empty', async () => {
    const fields = renderPage();
    await fields.user.click(fields.submit);

    for (const [field, text] of Object.entries(MESSAGES)) {
      const control = fields[field as keyof typeof MESSAGES];
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(expect.stringContaining(text));
    }
  });

  it('checks the email address and the message length, and re-validates on change', async () => {
    const fields = renderPage();
    const { user } = fields;
    await fillValidForm(fields);
    await user.clear(fields.email);
    await user.type(fields.email, 'ana@');
    await user.clear(fields.message);
    await user.type(fields.message, 'Too short');
    await user.click(fields.submit);

    expect(screen.getByText(MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.message)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.name)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.subject)).not.toBeInTheDocument();

    await user.type(fields.email, 'example.com');
    expect(screen.queryByText(MESSAGES.email)).not.toBeInTheDocument();
  });

  it('sends the message to the API, then thanks the user and clears the form', async () => {
    // the API answers when the test says, so the form is seen while it sends
    let answer: (response: MockResponse<ContactReceipt>) => void = () => undefined;
    const api = mockApi({ 'POST /api/contact': () => new Promise((resolve) => (answer = resolve)) });
    const fields = renderPage();
    await fillValidForm(fields);
    await fields.user.click(fields.submit);

    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(screen.queryByText('Mensaje Enviado')).not.toBeInTheDocument();
    expect(api.requests.map((request) => [request.endpoint, request.body])).toEqual([
      [
        'POST /api/contact',
        {
          name: 'Ana García',
          email: 'ana@example.com',
          subject: 'booking',
          message: 'I need to change the dates of my trip.',
        },
      ],
    ]);

    const receipt = { id: '0b9c8f52-8c5e-4c39-9d0f-6b1f1c1c2f10', receivedAt: '2026-11-26T18:00:00.000Z' };
    await act(async () => answer(json(receipt, 201)));

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Mensaje Enviado');
    expect(toast).toHaveTextContent('Gracias por contactarnos. Te responderemos en 24 horas.');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(fields.name).toHaveValue('');
    expect(fields.email).toHaveValue('');
    expect(fields.subject).toHaveValue('');
    expect(fields.message).toHaveValue('');
  });

  it('keeps what the user wrote and says it could not send when the API refuses', async () => {
    mockApi({ 'POST /api/contact': apiError(429, 'Too many messages') });
    const fields = renderPage();
    await fillValidForm(fields);
    await fields.user.click(fields.submit);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo enviar el mensaje. Inténtalo de nuevo.');
    expect(fields.message).toHaveValue('I need to change the dates of my trip.');
  });
});
