import type { AuthUser } from '@ladrive/contracts';
import { Card, formatMonthYear, media } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import { formatRating, usePersonName } from '@ladrive/marketplace-ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { EmailPreferencesCard } from './EmailPreferencesCard';

// On a phone each label sits above its value, and a value breaks only where a word cannot fit (a long email).
const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(6)};
  margin: 0;
  ${media.sm} {
    grid-template-columns: minmax(120px, max-content) minmax(0, 1fr);
    row-gap: ${({ theme }) => theme.space(3)};
  }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; }
  dd { margin: 0 0 ${({ theme }) => theme.space(2)}; overflow-wrap: break-word; }
  ${media.sm} { dd { margin: 0; } }
`;

/** 'Perfil': the signed-in user's own details, their rating from published reviews, and which emails they get. */
export function ProfileTab({ user }: { user: AuthUser }) {
  const t = useT();
  const lang = useLanguage();
  const name = usePersonName()(`${user.firstName} ${user.lastName}`);
  const rating = formatRating(user.rating, user.reviewCount);
  return (
    <>
      <Card as="section" aria-labelledby="profile-heading">
        <h2 id="profile-heading">{name}</h2>
        <Details>
          <dt>{t('dashboard.email')}</dt>
          <dd>{user.email}</dd>
          <dt>{t('dashboard.phone')}</dt>
          <dd>{user.phone || t('dashboard.noPhone')}</dd>
          <dt>{t('dashboard.memberSince')}</dt>
          <dd>{formatMonthYear(user.createdAt, lang)}</dd>
          <dt>{t('dashboard.rating')}</dt>
          <dd data-testid="profile-rating">
            {rating === null
              ? t('dashboard.noReviews')
              : t('dashboard.ratingValue', { rating, count: user.reviewCount })}
          </dd>
        </Details>
      </Card>
      <EmailPreferencesCard />
    </>
  );
}
