import type { AuthUser } from '@ladrive/contracts';
import { Card, formatMonthYear, media } from '@ladrive/design-system';
import { formatRating } from '@ladrive/marketplace-ui';
import styled from 'styled-components';
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
  const name = `${user.firstName} ${user.lastName}`.trim() || 'Usuario';
  const rating = formatRating(user.rating, user.reviewCount);
  return (
    <>
      <Card as="section" aria-labelledby="profile-heading">
        <h2 id="profile-heading">{name}</h2>
        <Details>
          <dt>Correo electrónico</dt>
          <dd>{user.email}</dd>
          <dt>Teléfono</dt>
          <dd>{user.phone || 'No registrado'}</dd>
          <dt>Miembro desde</dt>
          <dd>{formatMonthYear(user.createdAt, 'es')}</dd>
          <dt>Calificación</dt>
          <dd data-testid="profile-rating">
            {rating === null
              ? 'Sin reseñas todavía'
              : `★ ${rating} de 5 · ${user.reviewCount} ${user.reviewCount === 1 ? 'reseña' : 'reseñas'}`}
          </dd>
        </Details>
      </Card>
      <EmailPreferencesCard />
    </>
  );
}
