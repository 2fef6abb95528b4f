import type { ConversationSummary } from '@ladrive/contracts';
import { forgetConversationEvents } from '@ladrive/platform';
import { apiError, json, mockApi } from '@ladrive/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeConversationStream } from '../../../test/fake-conversation-stream';
import { makeUser, renderApp } from '../../../test/render-app';
import { STREAM_SILENCE_MS } from '../../conversation-stream/components/ConversationStream';

const CONVERSATION = '00000000-0000-4000-8000-0000000000c1';

const summary = (unread: number): ConversationSummary => ({
  id: crypto.randomUUID(),
  car: { id: crypto.randomUUID(), make: 'Tesla', model: 'Model 3', year: 2023, image: null },
  otherParty: { firstName: 'Lucía', photo: null },
  lastMessage: { body: 'Hola', sentAt: '2031-05-01T17:00:00.000Z', mine: false },
  unread,
});

const messageFromHost = (unread: number) =>
  ({
    type: 'message',
    data: {
      conversationId: CONVERSATION,
      message: {
        id: crypto.randomUUID(),
        body: '¿A qué hora?',
        sentAt: new Date().toISOString(),
        mine: false,
        readAt: null,
      },
      unread,
    },
  }) as const;

/** The greeting that opens the account menu, in the wide-screen bar (hidden to roles in jsdom, which ignores media). */
const accountToggle = () => within(screen.getByRole('banner')).getByRole('button', { name: /Hola/, hidden: true });

async function openAccountMenu() {
  await userEvent.click(accountToggle());
  return document.getElementById(accountToggle().getAttribute('aria-controls') ?? '') as HTMLElement;
}

describe('the unread messages in the header', () => {
  afterEach(() => {
    forgetConversationEvents();
    vi.unstubAllGlobals();
  });

  it('opens one stream for a signed-in user and none for a visitor', () => {
    const visitor = fakeConversationStream();
    const { unmount } = renderApp({ route: '/help-center', user: null, connectConversationStream: visitor.connect });
    expect(visitor.connections).toBe(0);
    unmount();

    const stream = fakeConversationStream();
    renderApp({ route: '/help-center', user: makeUser(), connectConversationStream: stream.connect });
    expect(stream.connections).toBe(1);
    expect(stream.isOpen).toBe(true);
  });

  it('shows the count the stream says on the account menu, its Messages link, and the small-screen menu', async () => {
    const stream = fakeConversationStream();
    renderApp({
      route: '/help-center',
      user: makeUser({ firstName: 'Ana' }),
      connectConversationStream: stream.connect,
    });
    expect(accountToggle()).toHaveAccessibleName('Hola, Ana');

    stream.send({ type: 'unread', data: { unread: 2 } });
    expect(accountToggle()).toHaveAccessibleName('Hola, Ana (2 unread messages)');
    expect(within(accountToggle()).getByTestId('count-badge')).toHaveTextContent('2');
    const menu = await openAccountMenu();
    const messages = within(menu).getByRole('link', { name: /^Messages/, hidden: true });
    expect(messages).toHaveAttribute('href', '/messages');
    expect(messages).toHaveAccessibleName('Messages (2 unread messages)');
    expect(screen.getByRole('button', { name: 'Menu (2 unread messages)' })).toBeInTheDocument();

    // a new message: one more; reading them elsewhere: none (the badge goes)
    stream.send(messageFromHost(3));
    expect(within(accountToggle()).getByTestId('count-badge')).toHaveTextContent('3');
    stream.send({ type: 'unread', data: { unread: 1 } });
    expect(accountToggle()).toHaveAccessibleName('Hola, Ana (1 unread message)');
    stream.send({ type: 'unread', data: { unread: 0 } });
    expect(within(screen.getByRole('banner')).queryByTestId('count-badge')).toBeNull();
  });

  it('lists Messages with its count in the drawer', async () => {
    const stream = fakeConversationStream();
    renderApp({ route: '/help-center', user: makeUser(), connectConversationStream: stream.connect });
    stream.send({ type: 'unread', data: { unread: 4 } });
    await userEvent.click(screen.getByRole('button', { name: /^Menu/ }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Messages (4 unread messages)' })).toHaveAttribute(
      'href',
      '/messages',
    );
  });

  it("counts the inbox's unread messages once when the stream is unavailable, and keeps working", async () => {
    const api = mockApi({ 'GET /api/conversations': json([summary(2), summary(0), summary(1)]) });
    const stream = fakeConversationStream();
    renderApp({ route: '/help-center', user: makeUser(), connectConversationStream: stream.connect });
    stream.fail();
    expect(await within(accountToggle()).findByTestId('count-badge')).toHaveTextContent('3');
    expect(api.calls('GET /api/conversations')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Remote mfe_static/HelpCenter' })).toBeInTheDocument();
  });

  it('counts from the inbox when the stream stays silent, but not once it has spoken', async () => {
    vi.useFakeTimers();
    try {
      const api = mockApi({ 'GET /api/conversations': json([summary(2)]) });
      const silent = fakeConversationStream();
      const { unmount } = renderApp({
        route: '/help-center',
        user: makeUser(),
        connectConversationStream: silent.connect,
      });
      await vi.advanceTimersByTimeAsync(STREAM_SILENCE_MS - 1);
      expect(api.calls('GET /api/conversations')).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(api.calls('GET /api/conversations')).toHaveLength(1);
      unmount();
      forgetConversationEvents();

      const speaking = fakeConversationStream();
      renderApp({ route: '/help-center', user: makeUser(), connectConversationStream: speaking.connect });
      speaking.send({ type: 'unread', data: { unread: 0 } });
      await vi.advanceTimersByTimeAsync(STREAM_SILENCE_MS);
      expect(api.calls('GET /api/conversations')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows no count, and nothing breaks, when neither the stream nor the inbox answers', async () => {
    const api = mockApi({ 'GET /api/conversations': apiError(503, 'Service unavailable') });
    const stream = fakeConversationStream();
    renderApp({ route: '/help-center', user: makeUser(), connectConversationStream: stream.connect });
    stream.fail();
    await waitFor(() => expect(api.calls('GET /api/conversations')).toHaveLength(1));
    expect(within(screen.getByRole('banner')).queryByTestId('count-badge')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Remote mfe_static/HelpCenter' })).toBeInTheDocument();
  });
});
