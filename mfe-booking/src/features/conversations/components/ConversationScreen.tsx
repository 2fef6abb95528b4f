import { type ConversationSummary, hrefs, MASKED_CONTACT, paths } from '@ladrive/contracts';
import {
  Avatar,
  BackLink,
  Button,
  Card,
  Muted,
  Page,
  Skeleton,
  useDocumentTitle,
  visuallyHidden,
} from '@ladrive/design-system';
import { apiErrorStatus, listenToConversationEvents } from '@ladrive/platform';
import { Link } from '@ladrive/routing';
import { useQueryClient } from '@ladrive/server-state';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { T } from '../../../i18n/rich-text';
import { carName } from '../../../lib/bookings';
import {
  type MessagesPage,
  refreshInbox,
  refreshThread,
  showReadReceipts,
  useConversationSummary,
  useFirstMessagesPage,
} from '../api/conversations-api';
import { Composer } from './Composer';
import { MessageList } from './MessageList';

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h1 { margin: 0; overflow-wrap: anywhere; }
  p { margin: ${({ theme }) => theme.space(1)} 0 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Announcer = styled.div`
  ${visuallyHidden}
`;

/** The other person by name (none while the conversation could not be read). */
const nameOf = (summary: ConversationSummary | undefined) => summary?.otherParty.firstName.trim() || null;

function ConversationHeader({ summary, loading }: { summary: ConversationSummary | undefined; loading: boolean }) {
  const t = useT();
  if (loading) {
    return (
      <Header>
        <Skeleton $height="3.5rem" $width="3.5rem" style={{ borderRadius: '50%' }} />
        <Skeleton $height="2rem" $width="40%" />
      </Header>
    );
  }
  const name = nameOf(summary);
  if (!summary || !name) {
    return (
      <Header>
        <div>
          <h1>{t('conversation.title')}</h1>
        </div>
      </Header>
    );
  }
  return (
    <Header>
      <Avatar name={name} src={summary.otherParty.photo} size={56} />
      <div>
        <h1>{name}</h1>
        <p>
          <T
            id="conversation.about"
            values={{ car: carName(summary.car) }}
            components={[<Link to={hrefs.car(summary.car.id)} />]}
          />
        </p>
      </div>
    </Header>
  );
}

function ConversationError({ missing, onRetry }: { missing: boolean; onRetry: () => void }) {
  const t = useT();
  return (
    <Card role="alert" style={{ maxWidth: 560, margin: '0 auto', textAlign: 'center' }}>
      <h1>{t(missing ? 'conversation.notFound' : 'conversation.loadFailed')}</h1>
      <Muted>{t(missing ? 'conversation.notFoundHint' : 'common.tryAgain')}</Muted>
      {missing ? (
        <Button as={Link} to={paths.messages}>
          {t('conversation.goToMessages')}
        </Button>
      ) : (
        <Button onClick={onRetry}>{t('common.retry')}</Button>
      )}
    </Card>
  );
}

/**
 * /messages/:id: the other person and the car, the messages oldest to newest from the newest page back, and the
 * composer. The shell's stream keeps it live: the other side's messages appear (and are announced), receipts
 * update.
 */
export function ConversationScreen({ id }: { id: string }) {
  const conversation = useConversationSummary(id);
  const summary = conversation.data;
  const first = useFirstMessagesPage(id);
  const name = nameOf(summary);
  const t = useT();
  useDocumentTitle(name ? t('conversation.titleWith', { name }) : t('conversation.title'));

  if (first.error) {
    const missing = [403, 404].includes(apiErrorStatus(first.error) ?? 0);
    return (
      <Page>
        <ConversationError missing={missing} onRetry={() => first.refetch()} />
      </Page>
    );
  }
  return (
    <Page>
      <BackLink to={paths.messages}>{t('conversation.back')}</BackLink>
      <ConversationHeader summary={summary} loading={conversation.isPending} />
      {first.isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label={t('conversation.loading')}
          style={{ display: 'grid', gap: '1rem' }}
        >
          <Skeleton $height="4rem" $width="70%" />
          <Skeleton $height="4rem" $width="60%" style={{ justifySelf: 'end' }} />
        </div>
      ) : (
        <Conversation id={id} first={first.data} otherName={name} />
      )}
    </Page>
  );
}

function Conversation({ id, first, otherName }: { id: string; first: MessagesPage; otherName: string | null }) {
  const queryClient = useQueryClient();
  const t = useT();
  // the listener reads the texts of the moment a message arrives, without subscribing again on a language change
  const tRef = useRef(t);
  tRef.current = t;
  // read politely by screen readers: a message that arrived, or the one just sent
  const [announcement, setAnnouncement] = useState('');

  useEffect(
    () =>
      listenToConversationEvents((event) => {
        if (event.type === 'unread' || event.data.conversationId !== id) return;
        if (event.type === 'read') {
          if (event.data.by === 'other') showReadReceipts(queryClient, id, event.data);
          return;
        }
        void refreshThread(queryClient, id);
        void refreshInbox(queryClient);
        const { message } = event.data;
        if (!message.mine) {
          const say = tRef.current;
          const body = message.body.split(MASKED_CONTACT).join(say('conversation.maskedContact'));
          setAnnouncement(say('conversation.newMessage', { name: otherName ?? say('conversation.otherPerson'), body }));
        }
      }),
    [id, queryClient, otherName],
  );

  return (
    <>
      <MessageList id={id} first={first} otherName={otherName} />
      <Composer id={id} onSent={() => setAnnouncement(t('conversation.sent'))} />
      <Announcer role="status" aria-live="polite" data-testid="conversation-announcer">
        {announcement}
      </Announcer>
    </>
  );
}
