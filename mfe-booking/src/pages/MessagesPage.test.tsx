import { MASKED_CONTACT } from '@ladrive/contracts';
import { forgetConversationEvents, publishConversationEvent, useConversationEvents } from '@ladrive/platform';
import { json, mockApi, PENDING, type RouteHandler, renderWithProviders } from '@ladrive/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { makeConversation, makeMessage } from '../testing/fixtures';
import MessagesPage from './MessagesPage';

const inbox = 'GET /api/conversations';

function renderInbox(conversations: RouteHandler<typeof inbox>) {
  const api = mockApi({ [inbox]: conversations });
  renderWithProviders(<MessagesPage />, { route: '/messages' });
  return api;
}

const withLucia = makeConversation({
  id: '00000000-0000-4000-8000-0000000000c1',
  otherParty: { firstName: 'Lucía', photo: '/api/photos/users/lucia.webp' },
  lastMessage: { body: 'Claro, te espero a las 10.', sentAt: '2031-04-02T17:00:00.000Z', mine: false },
  unread: 2,
});
const withMarco = makeConversation({
  id: '00000000-0000-4000-8000-0000000000c2',
  car: { id: '00000000-0000-4000-8000-00000000c0df', make: 'Ford', model: 'Mustang', year: 2022, image: null },
  otherParty: { firstName: 'Marco', photo: null },
  lastMessage: { body: `Mi número es ${MASKED_CONTACT}`, sentAt: '2031-04-01T17:00:00.000Z', mine: true },
  unread: 0,
});

describe('Inbox (/messages)', () => {
  afterEach(() => {
    forgetConversationEvents();
    vi.unstubAllGlobals();
  });

  it('shows placeholders while the conversations load', async () => {
    renderInbox(PENDING);
    expect(await screen.findByRole('status', { name: 'Cargando tus mensajes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeInTheDocument();
    expect(document.title).toBe('Mensajes | LA Drive');
  });

  it('lists each conversation: the other person, the car, the last message, when, and what is unread', async () => {
    renderInbox(json([withLucia, withMarco]));
    const list = await screen.findByRole('list', { name: 'Conversaciones' });
    const [lucia, marco] = within(list).getAllByRole('link');

    expect(lucia).toHaveAttribute('href', '/messages/00000000-0000-4000-8000-0000000000c1');
    expect(lucia).toHaveTextContent('Lucía');
    expect(lucia).toHaveTextContent('Tesla Model 3 2023');
    expect(lucia).toHaveTextContent('Claro, te espero a las 10.');
    expect(lucia).not.toHaveTextContent('Tú:');
    expect(within(lucia!).getByText('2 abr 2031')).toHaveAttribute('datetime', '2031-04-02T17:00:00.000Z');
    expect(within(lucia!).getByTestId('count-badge')).toHaveTextContent('2');
    expect(lucia).toHaveAccessibleName(/\(2 mensajes sin leer\)$/);
    expect(within(lucia!).getByTestId('avatar').querySelector('img')).toHaveAttribute(
      'src',
      '/api/photos/users/lucia.webp',
    );

    // mine, with a phone number the other party reads hidden, and nothing unread
    expect(marco).toHaveTextContent('Ford Mustang 2022');
    expect(marco).toHaveTextContent('Tú: Mi número es [dato de contacto oculto hasta que se confirme una reserva]');
    expect(within(marco!).queryByTestId('count-badge')).toBeNull();
    expect(within(marco!).getByTestId('avatar')).toHaveTextContent('M');
  });

  it("names someone without a first name 'Usuario'", async () => {
    renderInbox(json([{ ...withMarco, otherParty: { firstName: ' ', photo: null } }]));
    const list = await screen.findByRole('list', { name: 'Conversaciones' });
    expect(within(within(list).getByRole('link')).getByText('Usuario')).toBeInTheDocument();
  });

  it('shows the time for a message of today', async () => {
    const sentAt = new Date().toISOString();
    renderInbox(json([makeConversation({ lastMessage: { body: 'Hola', sentAt, mine: false } })]));
    const row = await screen.findByTestId('conversation-row');
    expect(within(row).getByText(/\d{1,2}:\d{2}/)).toHaveAttribute('datetime', sentAt);
  });

  it('says there are no messages yet and where to start one', async () => {
    renderInbox(json([]));
    expect(await screen.findByRole('heading', { name: 'Aún no tienes mensajes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar autos' })).toHaveAttribute('href', '/search');
  });

  it('reads the inbox again when a message arrives on the stream', async () => {
    let conversations = [withMarco];
    const api = renderInbox(() => json(conversations));
    expect(await screen.findAllByTestId('conversation-row')).toHaveLength(1);

    conversations = [withLucia, withMarco];
    act(() =>
      publishConversationEvent({
        type: 'message',
        data: { conversationId: withLucia.id, message: makeMessage(), unread: 2 },
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('conversation-row')).toHaveLength(2));
    expect(api.calls(inbox)).toHaveLength(2);
  });

  it('gives the header its unread count while the stream has not said it', async () => {
    renderInbox(json([withLucia, withMarco, makeConversation({ unread: 1 })]));
    await screen.findByRole('list', { name: 'Conversaciones' });
    expect(useConversationEvents.getState().unread).toBe(3);
  });
});
