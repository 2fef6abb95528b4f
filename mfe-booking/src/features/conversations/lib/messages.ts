import type { Message } from '@ladrive/contracts';
import { formatDate, formatMarketTime, type Language } from '@ladrive/design-system';

/** When a message was sent: the time today, the day before (Los Angeles days), in the screen's language. */
export function formatSentAt(sentAt: string, lang: Language, now = new Date()): string {
  const today = formatDate(now.toISOString(), lang);
  const day = formatDate(sentAt, lang);
  return day === today ? formatMarketTime(sentAt, lang) : day;
}

/** The reader's last message the other party has read: where 'Visto' shows. */
export function lastSeenMessageId(messages: readonly Message[]): string | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message?.mine && message.readAt) return message.id;
  }
  return null;
}
