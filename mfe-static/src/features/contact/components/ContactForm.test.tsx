import { useToastStore } from '@ladrive/platform';
import { renderWithProviders } from '@ladrive/platform/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendContactMessage } from '../api/send-contact-message';
import { ContactForm } from './ContactForm';

vi.mock('../api/send-contact-message', () => ({ sendContactMessage: vi.fn() }));

describe('ContactForm when sending fails', () => {
  afterEach(() => act(() => useToastStore.getState().dismiss()));

  it('shows the destructive error toast and keeps what the user wrote', async () => {
    vi.mocked(sendContactMessage).mockRejectedValueOnce(new Error('offline'));
    renderWithProviders(<ContactForm />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Full name'), 'Ana García');
    await user.type(screen.getByLabelText('Email address'), 'ana@example.com');
    await user.selectOptions(screen.getByLabelText('Subject'), 'payment');
    await user.type(screen.getByLabelText('Message'), 'My refund has not arrived yet.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('No se pudo enviar el mensaje. Inténtalo de nuevo.');
    expect(useToastStore.getState().current?.variant).toBe('destructive');
    expect(sendContactMessage).toHaveBeenCalledWith({
      name: 'Ana García',
      email: 'ana@example.com',
      subject: 'payment',
      message: 'My refund has not arrived yet.',
    });
    expect(screen.getByLabelText('Full name')).toHaveValue('Ana García');
  });
});
