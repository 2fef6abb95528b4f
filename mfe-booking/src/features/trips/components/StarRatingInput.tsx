import { REVIEW_STARS } from '@ladrive/contracts';
import { visuallyHidden } from '@ladrive/design-system';
import styled from 'styled-components';
import { useT } from '../../../i18n';

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  legend { font-weight: 600; font-size: ${({ theme }) => theme.font.sizes.sm}; margin-bottom: 0.375rem; padding: 0; }
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
`;

const Input = styled.input`${visuallyHidden}`;
const Hidden = styled.span`${visuallyHidden}`;

/** A star: filled up to the choice; the focus ring is on the star whose radio has the focus. */
const Star = styled.label<{ $filled: boolean }>`
  cursor: pointer;
  font-size: 2rem;
  line-height: 1;
  padding: 0 ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ $filled, theme }) => ($filled ? theme.colors.warning : theme.colors.textMuted)};
  input:focus-visible + & { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

/** The stars, 1 to 5 left to right as they read. */
const STARS_ASCENDING = [...REVIEW_STARS].reverse();

/**
 * A rating of 1 to 5 stars as a native radio group (so the arrow keys move and choose, and a screen reader says
 * '3 estrellas, 3 de 5'): the radios are hidden, their labels are the stars.
 */
export function StarRatingInput({
  name,
  value,
  onChange,
  legend,
  errorId,
}: {
  name: string;
  value: number | undefined;
  onChange: (stars: number) => void;
  legend: string;
  errorId?: string;
}) {
  const t = useT();
  return (
    <Group aria-describedby={errorId}>
      <legend>{legend}</legend>
      <Row>
        {STARS_ASCENDING.map((stars) => {
          const id = `${name}-${stars}`;
          return (
            <span key={stars}>
              <Input
                type="radio"
                id={id}
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
              />
              <Star htmlFor={id} $filled={value !== undefined && stars <= value}>
                <span aria-hidden="true">★</span>
                <Hidden>{t('trip.stars', { count: stars })}</Hidden>
              </Star>
            </span>
          );
        })}
      </Row>
    </Group>
  );
}
