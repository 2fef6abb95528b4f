import styled from 'styled-components';
import { visuallyHidden } from './focus';

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  min-width: 1.375rem;
  height: 1.375rem;
  padding: 0 0.375rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: 700;
  line-height: 1;
`;

const Spoken = styled.span`
  ${visuallyHidden}
`;

/** The most a pill shows; more reads "99+" (the spoken label still says the number). */
const MOST_SHOWN = 99;

export interface CountBadgeProps {
  count: number | null | undefined;
  /** What a screen reader hears instead of the number, in the screen's language ("3 unread messages"). */
  label: string;
}

/** A count in a small red pill beside what it counts (unread messages); nothing at all for none. */
export function CountBadge({ count, label }: CountBadgeProps) {
  if (!count) return null;
  return (
    <>
      <Pill aria-hidden="true" data-testid="count-badge">
        {count > MOST_SHOWN ? `${MOST_SHOWN}+` : count}
      </Pill>
      <Spoken>{label}</Spoken>
    </>
  );
}
