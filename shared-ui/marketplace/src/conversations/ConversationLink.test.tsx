import { renderWithProviders } from '@ladrive/platform/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConversationLink } from './ConversationLink';

const CONVERSATION = '00000000-0000-4000-8000-0000000000c1';

describe('ConversationLink', () => {
  it("opens the booking's conversation", () => {
    renderWithProviders(
      <>
        <p id="row">Reserva de Ana García</p>
        <ConversationLink conversationId={CONVERSATION} aria-describedby="row">
          Mensaje
        </ConversationLink>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Mensaje' });
    expect(link).toHaveAttribute('href', `/messages/${CONVERSATION}`);
    expect(link).toHaveAccessibleDescription('Reserva de Ana García');
  });

  it('shows nothing for a booking without a conversation', () => {
    renderWithProviders(<ConversationLink conversationId={null}>Mensaje</ConversationLink>);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
