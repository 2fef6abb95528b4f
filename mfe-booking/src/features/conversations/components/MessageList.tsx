import type { Message } from '@ladrive/contracts';
import { Button, Muted, Skeleton, visuallyHidden } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { type MessagesPage, useThread } from '../api/conversations-api';
import { formatSentAt, lastSeenMessageId } from '../lib/messages';
import { MessageText } from './MessageText';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Heading = styled.h2`
  ${visuallyHidden}
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Item = styled.li<{ $mine: boolean }>`
  display: grid;
  justify-items: ${({ $mine }) => ($mine ? 'end' : 'start')};
  gap: ${({ theme }) => theme.space(1)};
  /* scrolled into view above the composer, which stays at the bottom of the window */
  scroll-margin-bottom: 12rem;
  &:focus { outline: none; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Bubble = styled.p<{ $mine: boolean }>`
  max-width: min(36rem, 85%);
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.brand : theme.colors.surfaceMuted)};
  color: ${({ theme, $mine }) => ($mine ? '#fff' : theme.colors.text)};
  border: 1px solid ${({ theme, $mine }) => ($mine ? theme.colors.brand : theme.colors.border)};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Sender = styled.span`
  ${visuallyHidden}
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.xs};
`;

function MessageItem({ message, otherName, seen }: { message: Message; otherName: string | null; seen: boolean }) {
  const t = useT();
  const lang = useLanguage();
  const sender = message.mine ? t('conversation.you') : (otherName ?? t('conversation.otherPersonSender'));
  return (
    <Item $mine={message.mine} tabIndex={-1} data-testid="message">
      <Bubble $mine={message.mine}>
        <Sender>{t('conversation.sender', { name: sender })}</Sender>
        <MessageText body={message.body} />
      </Bubble>
      <Meta>
        <time dateTime={message.sentAt}>{formatSentAt(message.sentAt, lang)}</time>
        {seen && <span data-testid="read-receipt">{t('conversation.seen')}</span>}
      </Meta>
    </Item>
  );
}

/**
 * The conversation's messages, oldest to newest, from its newest page back ('Cargar mensajes anteriores' adds
 * the page before). The newest message is scrolled into view when it changes; 'Visto' marks the reader's last
 * message the other party read.
 */
export function MessageList({ id, first, otherName }: { id: string; first: MessagesPage; otherName: string | null }) {
  const t = useT();
  const thread = useThread(id, first);
  const list = useRef<HTMLOListElement>(null);
  const messages = thread.data?.pages.flatMap((page) => page.messages) ?? [];
  const newestId = messages.at(-1)?.id;
  const seenId = lastSeenMessageId(messages);
  // the button goes once the oldest page is shown: the focus then moves to the oldest message instead of being lost
  const [focusOldest, setFocusOldest] = useState(false);

  useEffect(() => {
    if (newestId) list.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [newestId]);

  useEffect(() => {
    if (!focusOldest || thread.hasPreviousPage) return;
    (list.current?.firstElementChild as HTMLElement | null)?.focus();
    setFocusOldest(false);
  }, [focusOldest, thread.hasPreviousPage]);

  async function loadEarlier() {
    // not disabled while it loads: a disabled button would drop the keyboard's focus
    if (thread.isFetchingPreviousPage) return;
    const result = await thread.fetchPreviousPage();
    if (!result.hasPreviousPage) setFocusOldest(true);
  }

  return (
    <Section aria-labelledby="conversation-messages">
      <Heading id="conversation-messages">{t('conversation.messagesHeading')}</Heading>
      {thread.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('conversation.loadingMessages')}>
          <Skeleton $height="4rem" $width="70%" />
        </div>
      ) : (
        <>
          {thread.hasPreviousPage && (
            <Button
              $variant="outline"
              $size="sm"
              style={{ justifySelf: 'center' }}
              aria-busy={thread.isFetchingPreviousPage}
              onClick={loadEarlier}
            >
              {t(thread.isFetchingPreviousPage ? 'conversation.loadingEarlier' : 'conversation.loadEarlier')}
            </Button>
          )}
          {messages.length === 0 ? (
            <Muted>{t('conversation.noMessages')}</Muted>
          ) : (
            <List ref={list} aria-label={t('conversation.messages')}>
              {messages.map((message) => (
                <MessageItem key={message.id} message={message} otherName={otherName} seen={message.id === seenId} />
              ))}
            </List>
          )}
        </>
      )}
    </Section>
  );
}
