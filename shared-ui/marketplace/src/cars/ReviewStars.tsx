import styled from 'styled-components';
import { useT } from '../i18n';

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  letter-spacing: 0.1em;
`;

/** A review's rating as five stars, filled then empty: one image to screen readers, named by `label`. */
export function ReviewStars({ rating, label }: { rating: number; label: string }) {
  return (
    <Stars role="img" aria-label={label}>
      {'★'.repeat(rating)}
      {'☆'.repeat(Math.max(0, 5 - rating))}
    </Stars>
  );
}

const Answer = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.neutralSoft};
  border-radius: ${({ theme }) => theme.radius.sm};
  p { margin: 0; }
  h4 { margin: 0 0 ${({ theme }) => theme.space(1)}; font-size: ${({ theme }) => theme.font.sizes.sm}; }
`;

/** The host's answer under a review, once written (the car page and the trip page). */
export function HostAnswer({ answer }: { answer: string }) {
  const t = useT();
  return (
    <Answer>
      <h4>{t('review.hostAnswer')}</h4>
      <p style={{ whiteSpace: 'pre-line' }} translate="no">
        {answer}
      </p>
    </Answer>
  );
}
