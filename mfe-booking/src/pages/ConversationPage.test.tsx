import { CAR_SEARCH_HEADERS, MASKED_CONTACT, MESSAGE_MAX_LENGTH, type Message } from '@ladrive/contracts';
import { forgetConversationEvents, publishConversationEvent } from '@ladrive/platform';
import {
  apiError,
  json,
  type MockResponse,
  type MockRoutes,
  mockApi,
  renderWithProviders,
} from '@ladrive/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeConversation, makeMessage } from '../testing/fixtures';
import ConversationPage from './ConversationPage';

const ID = '00000000-0000-4000-8000-0000000000c1';
const summary = makeConversation({ id: ID, otherParty: { firstName: 'Lucía', photo: null } });

/** GET /api/conversations/:id/messages over `messages` (oldest first), paged as the API pages it. */
function pagesOf(messages: () => Message[]) {
  return ({ url }: { url: URL }): MockResponse<Message[]> => {
    const page = Number(url.searchParams.get('page') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 50);
    const all = messages();
    return json(all.slice((page - 1) * pageSize, page * pageSize), 200, {
      [CAR_SEARCH_HEADERS.totalCount]: String(all.length),
      [CAR_SEARCH_HEADERS.page]: String(page),
      [CAR_SEARCH_HEADERS.pageSize]: String(pageSize),
    });
  };
}

function renderConversation(messages: () => Message[], extra: MockRoutes = {}) {
  const api = mockApi({
    'GET /api/conversations/:id': json(summary),
    'GET /api/conversations/:id/messages': pagesOf(messages),
    ...extra,
  });
  renderWithProviders(<ConversationPage />, { route: `/messages/${ID}`, path: '/messages/:id' });
  return { api, user: userEvent.setup() };
}

const pagesAsked = (api: ReturnType<typeof mockApi>) =>
  api.calls('GET /api/conversations/:id/messages').map((call) => call.url.searchParams.get('page'));

const bodies = () =>
  screen.getAllByTestId('message').map((item) => within(item).getAllByRole('paragraph')[0]?.textContent);

const question = makeMessage({ body: '¿Está disponible el viernes?', sentAt: '2031-04-01T17:00:00.000Z' });
const answer = makeMessage({
  body: 'Sí, a las 10.\nTe espero en Ocean Ave.',
  sentAt: '2031-04-01T17:05:00.000Z',
  mine: true,
  readAt: '2031-04-01T17:06:00.000Z',
});
const followUp = makeMessage({ body: 'Gracias', sentAt: '2031-04-01T17:10:00.000Z', mine: true });

describe('A conversation (/messages/:id)', () => {
  afterEach(() => {
    forgetConversationEvents();
    vi.unstubAllGlobals();
  });

  it('shows the other person, the car, and the messages oldest to newest, with "Visto" on my last read one', async () => {
    const { api } = renderConversation(() => [question, answer, followUp]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lucía' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tesla Model 3 2023' })).toHaveAttribute('href', `/cars/${summary.car.id}`);
    expect(screen.getByRole('link', { name: '← Mensajes' })).toHaveAttribute('href', '/messages');
    expect(document.title).toBe('Mensajes con Lucía | LA Drive');

    const list = await screen.findByRole('list', { name: 'Mensajes' });
    expect(screen.getByRole('region', { name: 'Mensajes de la conversación' })).toContainElement(list);
    expect(bodies()).toEqual([
      'Lucía: ¿Está disponible el viernes?',
      'Tú: Sí, a las 10.\nTe espero en Ocean Ave.',
      'Tú: Gracias',
    ]);
    const [theirs, mine, unseen] = screen.getAllByTestId('message');
    expect(within(theirs!).queryByTestId('read-receipt')).toBeNull();
    expect(within(mine!).getByTestId('read-receipt')).toHaveTextContent('Visto');
    expect(within(unseen!).queryByTestId('read-receipt')).toBeNull();
    // one page holds it all: read once
    expect(pagesAsked(api)).toEqual(['1']);
    expect(screen.queryByRole('button', { name: 'Cargar mensajes anteriores' })).toBeNull();
  });

  it('opens a long conversation at its newest page and loads the earlier ones on demand, focus kept', async () => {
    const many = Array.from({ length: 120 }, (_, index) =>
      makeMessage({ body: `Mensaje ${index + 1}`, sentAt: new Date(Date.UTC(2031, 3, 1, 12, index)).toISOString() }),
    );
    const { api, user } = renderConversation(() => many);
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(20));
    expect(bodies()[0]).toBe('Lucía: Mensaje 101');
    expect(bodies().at(-1)).toBe('Lucía: Mensaje 120');
    // page 1 says the total (120 = pages 1–3), then the newest page
    expect(pagesAsked(api)).toEqual(['1', '3']);

    const earlier = screen.getByRole('button', { name: 'Cargar mensajes anteriores' });
    await user.click(earlier);
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(70));
    expect(bodies()[0]).toBe('Lucía: Mensaje 51');
    expect(earlier).toHaveFocus();

    await user.click(earlier);
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(120));
    expect(screen.queryByRole('button', { name: 'Cargar mensajes anteriores' })).toBeNull();
    // the button went with the oldest page: the oldest message has the focus
    expect(screen.getAllByTestId('message')[0]).toHaveFocus();
    expect(pagesAsked(api)).toEqual(['1', '3', '2', '1']);
  });

  it('sends with Enter, makes a new line with Shift+Enter, and shows the message sent', async () => {
    const messages = [question];
    const { api, user } = renderConversation(() => messages, {
      'POST /api/conversations/:id/messages': ({ body }) => {
        const sent = makeMessage({ body: (body as { body: string }).body.trim(), mine: true });
        messages.push(sent);
        return json(sent, 201);
      },
    });
    const box = await screen.findByRole('textbox', { name: 'Mensaje' });
    expect(screen.getByRole('form', { name: 'Escribir un mensaje' })).toContainElement(box);
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();

    await user.type(box, 'Perfecto.{Shift>}{Enter}{/Shift}¿Dónde lo recojo?');
    expect(box).toHaveValue('Perfecto.\n¿Dónde lo recojo?');
    expect(api.calls('POST /api/conversations/:id/messages')).toHaveLength(0);
    expect(screen.getByTestId('message-length')).toHaveTextContent(`27 / ${MESSAGE_MAX_LENGTH} caracteres`);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(bodies().at(-1)).toBe('Tú: Perfecto.\n¿Dónde lo recojo?'));
    expect(api.calls('POST /api/conversations/:id/messages')[0]).toMatchObject({
      params: { id: ID },
      body: { body: 'Perfecto.\n¿Dónde lo recojo?' },
    });
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.getByTestId('conversation-announcer')).toHaveTextContent('Mensaje enviado');
  });

  it('stops the message at the limit and counts it', async () => {
    renderConversation(() => [question]);
    const box = await screen.findByRole('textbox', { name: 'Mensaje' });
    expect(box).toHaveAttribute('maxlength', String(MESSAGE_MAX_LENGTH));
    expect(box).toHaveAccessibleDescription(
      `Enter envía; Mayús + Enter, nueva línea. 0 / ${MESSAGE_MAX_LENGTH} caracteres`,
    );
  });

  it("shows the API's refusal (too many messages a minute) and keeps the text to send again", async () => {
    const { user } = renderConversation(() => [question], {
      'POST /api/conversations/:id/messages': apiError(
        429,
        'You can send at most 20 messages a minute. Please wait a moment.',
      ),
    });
    const box = await screen.findByRole('textbox', { name: 'Mensaje' });
    await user.type(box, '¿Sigue disponible?{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'No se pudo enviar el mensaje: You can send at most 20 messages a minute. Please wait a moment.',
    );
    expect(within(alert).getByText(/You can send/)).toHaveAttribute('lang', 'en');
    expect(box).toHaveValue('¿Sigue disponible?');
  });

  it("puts the API's refusal of the text on the box", async () => {
    const { user } = renderConversation(() => [question], {
      'POST /api/conversations/:id/messages': apiError(400, 'Invalid request', [
        { path: 'body', message: 'Message cannot contain control characters' },
      ]),
    });
    const box = await screen.findByRole('textbox', { name: 'Mensaje' });
    await user.type(box, 'Hola{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Message cannot contain control characters');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the other side's message as it arrives on the stream, announces it, and updates receipts", async () => {
    const messages = [question, followUp];
    const { api } = renderConversation(() => messages);
    await screen.findByRole('list', { name: 'Mensajes' });
    expect(screen.queryByTestId('read-receipt')).toBeNull();

    // Lucía read my message in her tab: the receipt shows without asking the API
    const asked = api.calls('GET /api/conversations/:id/messages').length;
    act(() =>
      publishConversationEvent({
        type: 'read',
        data: {
          conversationId: ID,
          messageIds: [followUp.id],
          readAt: '2031-04-01T17:11:00.000Z',
          by: 'other',
          unread: 0,
        },
      }),
    );
    expect(await screen.findByTestId('read-receipt')).toBeInTheDocument();
    expect(api.calls('GET /api/conversations/:id/messages')).toHaveLength(asked);

    // and answers, with her phone number hidden until a booking is confirmed
    const reply = makeMessage({ body: `Llámame al ${MASKED_CONTACT}`, sentAt: '2031-04-01T17:12:00.000Z' });
    messages.push(reply);
    act(() => publishConversationEvent({ type: 'message', data: { conversationId: ID, message: reply, unread: 1 } }));
    await waitFor(() =>
      expect(bodies().at(-1)).toBe('Lucía: Llámame al [dato de contacto oculto hasta que se confirme una reserva]'),
    );
    expect(screen.getByTestId('conversation-announcer')).toHaveTextContent(
      'Nuevo mensaje de Lucía: Llámame al [dato de contacto oculto hasta que se confirme una reserva]',
    );
    // another conversation's message changes nothing here
    act(() =>
      publishConversationEvent({
        type: 'message',
        data: { conversationId: '00000000-0000-4000-8000-0000000000c9', message: makeMessage(), unread: 2 },
      }),
    );
    expect(screen.getAllByTestId('message')).toHaveLength(3);
  });

  it('starts a conversation that has no message yet, naming the other person and the car', async () => {
    renderConversation(() => [], { 'GET /api/conversations/:id': json({ ...summary, lastMessage: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lucía' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tesla Model 3/ })).toBeInTheDocument();
    expect(await screen.findByText('Aún no hay mensajes en esta conversación.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toBeInTheDocument();
  });

  it('says so when the conversation is not there (or not theirs)', async () => {
    renderConversation(() => [], {
      'GET /api/conversations/:id/messages': apiError(404, 'Conversation not found'),
    });
    expect(await screen.findByRole('heading', { name: 'No encontramos esta conversación' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Mensajes' })).toHaveAttribute('href', '/messages');
  });
});
