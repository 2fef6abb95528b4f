import { type ConversationSummary, hrefs, paths } from '@ladrive/contracts';
import {
  Avatar,
  Button,
  Card,
  CountBadge,
  focusRing,
  Muted,
  Page,
  Skeleton,
  useDocumentTitle,
} from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import { usePersonName } from '@ladrive/marketplace-ui';
import { listenToConversationEvents, useLoadFailureMessage } from '@ladrive/platform';
import { Link } from '@ladrive/routing';
import { useQueryClient } from '@ladrive/server-state';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { carName } from '../../../lib/bookings';
import { refreshInbox, useInbox } from '../api/conversations-api';
import { formatSentAt } from '../lib/messages';
import { MessageText } from './MessageText';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Row = styled(Link)<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.brandSoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover { border-color: ${({ theme }) => theme.colors.brand}; }
  ${focusRing}
`;

const Text = styled.span`
  display: grid;
  min-width: 0;
  gap: ${({ theme }) => theme.space(1)};
`;

const OneLine = styled.span<{ $strong?: boolean }>`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ $strong }) => ($strong ? 700 : 400)};
`;

const CarLine = styled(OneLine)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Side = styled.span`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  white-space: nowrap;
`;

const Empty = styled(Card)`
  text-align: center;
  padding: ${({ theme }) => theme.space(10)};
`;

function InboxRow({ conversation }: { conversation: ConversationSummary }) {
  const t = useT();
  const lang = useLanguage();
  const { otherParty, car, lastMessage, unread } = conversation;
  const name = usePersonName()(otherParty.firstName);
  return (
    <Row to={hrefs.conversation(conversation.id)} $unread={unread > 0} data-testid="conversation-row">
      <Avatar name={name} src={otherParty.photo} size={48} />
      <Text>
        <OneLine $strong>{name}</OneLine>
        <CarLine>{carName(car)}</CarLine>
        {lastMessage && (
          <OneLine $strong={unread > 0}>
            {lastMessage.mine && t('messages.mine')}
            <MessageText body={lastMessage.body} />
          </OneLine>
        )}
      </Text>
      <Side>
        {lastMessage && <time dateTime={lastMessage.sentAt}>{formatSentAt(lastMessage.sentAt, lang)}</time>}
        <CountBadge count={unread} label={t('messages.unread', { count: unread })} />
      </Side>
    </Row>
  );
}

/** /messages: the signed-in user's conversations, as renter and as host, newest activity first; kept live. */
export function Inbox() {
  const t = useT();
  const loadFailure = useLoadFailureMessage();
  useDocumentTitle(t('messages.title'));
  const inbox = useInbox();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      listenToConversationEvents((event) => {
        if (event.type !== 'unread') void refreshInbox(queryClient);
      }),
    [queryClient],
  );

  return (
    <Page>
      <h1>{t('messages.title')}</h1>
      {inbox.isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label={t('messages.loading')}
          style={{ display: 'grid', gap: '0.75rem' }}
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} $height="5.5rem" data-testid="conversation-skeleton" />
          ))}
        </div>
      ) : inbox.error ? (
        <Card role="alert">
          <h2 style={{ marginTop: 0 }}>{t('messages.failed')}</h2>
          <Muted>{loadFailure(inbox.error, t('common.tryAgainSoon'))}</Muted>
          <Button onClick={() => inbox.refetch()}>{t('common.retry')}</Button>
        </Card>
      ) : inbox.data.length === 0 ? (
        <Empty>
          <h2 style={{ marginTop: 0 }}>{t('messages.empty')}</h2>
          <Muted>{t('messages.emptyHint')}</Muted>
          <Button as={Link} to={paths.search}>
            {t('messages.searchCars')}
          </Button>
        </Empty>
      ) : (
        <List aria-label={t('messages.list')}>
          {inbox.data.map((conversation) => (
            <li key={conversation.id}>
              <InboxRow conversation={conversation} />
            </li>
          ))}
        </List>
      )}
    </Page>
  );
}
