import type { ConversationStreamEvent } from '@ladrive/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetConversationEvents,
  listenToConversationEvents,
  publishConversationEvent,
  reportInbox,
  useConversationEvents,
} from './conversation-events.ts';

const CONVERSATION = '00000000-0000-4000-8000-0000000000c1';

const messageEvent = (unread: number): ConversationStreamEvent => ({
  type: 'message',
  data: {
    conversationId: CONVERSATION,
    message: {
      id: '00000000-0000-4000-8000-0000000000a1',
      body: 'Is it free on Friday?',
      sentAt: '2031-05-01T17:00:00.000Z',
      mine: false,
      readAt: null,
    },
    unread,
  },
});

describe('conversation events', () => {
  afterEach(() => forgetConversationEvents());

  it('knows no unread count until the stream or the inbox says it', () => {
    expect(useConversationEvents.getState()).toEqual({ unread: null, live: false });
  });

  it('takes the unread count from every stream event', () => {
    publishConversationEvent({ type: 'unread', data: { unread: 2 } });
    expect(useConversationEvents.getState()).toEqual({ unread: 2, live: true });
    publishConversationEvent(messageEvent(3));
    expect(useConversationEvents.getState().unread).toBe(3);
  });

  it("adds up the inbox's unread messages only while the stream has not said the count", () => {
    reportInbox([{ unread: 3 }, { unread: 0 }, { unread: 1 }]);
    expect(useConversationEvents.getState().unread).toBe(4);
    publishConversationEvent({ type: 'unread', data: { unread: 1 } });
    reportInbox([{ unread: 4 }]);
    expect(useConversationEvents.getState().unread).toBe(1);
  });

  it('hands every event to each listener until it stops listening', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = listenToConversationEvents(first);
    const stopSecond = listenToConversationEvents(second);
    const event = messageEvent(1);
    publishConversationEvent(event);
    stopFirst();
    publishConversationEvent({ type: 'unread', data: { unread: 0 } });
    stopSecond();
    expect(first.mock.calls).toEqual([[event]]);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('forgets the count when the user signs out', () => {
    publishConversationEvent({ type: 'unread', data: { unread: 5 } });
    forgetConversationEvents();
    expect(useConversationEvents.getState()).toEqual({ unread: null, live: false });
  });
});
