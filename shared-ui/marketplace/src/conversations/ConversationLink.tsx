import { hrefs } from '@ladrive/contracts';
import { Button, type ButtonVariant } from '@ladrive/design-system';
import { Link } from '@ladrive/routing';
import type { ReactNode } from 'react';

export interface ConversationLinkProps {
  /** The booking's `conversationId`; null only for a booking without one, which then shows no link. */
  conversationId: string | null;
  /** What it says on the page it is on: 'Mensaje' on the host's bookings, 'Mensaje al anfitrión' on a trip. */
  children: ReactNode;
  $variant?: ButtonVariant;
  /** Names what the link is about where several show on one page (each booking's row). */
  'aria-describedby'?: string;
}

/**
 * The way from a booking to the conversation of its renter and car (the same one before, during and after every
 * booking of that car), shown by the host's bookings and the renter's trips alike.
 */
export function ConversationLink({ conversationId, children, $variant = 'outline', ...rest }: ConversationLinkProps) {
  if (!conversationId) return null;
  return (
    <Button as={Link} to={hrefs.conversation(conversationId)} $variant={$variant} $size="sm" {...rest}>
      {children}
    </Button>
  );
}
