import type { Message } from '@ladrive/contracts';
import { formatDate, formatMarketTime } from '@ladrive/design-system';

/** When a message was sent, as a Spanish screen says it: the time today, the day before (Los Angeles days). */
export function formatSentAt(sentAt: string, now = new Date()): string {
  const today = formatDate(now.toISOString(), 'es');
  const day = formatDate(sentAt, 'es');
  return day === today ? formatMarketTime(sentAt, 'es') : day;
}

/** The reader's last message the other party has read: where 'Visto' shows. */
export function lastSeenMessageId(messages: readonly Message[]): string | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message?.mine && message.readAt) return message.id;
  }
  return null;
}

/** What a screen reader hears for an unread count: "(2 mensajes sin leer)". */
export const unreadLabel = (count: number) => `(${count} ${count === 1 ? 'mensaje sin leer' : 'mensajes sin leer'})`;
