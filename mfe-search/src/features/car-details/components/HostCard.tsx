import { type CarHost, hrefs } from '@ladrive/contracts';
import { Avatar, Card, formatMonthYear } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import { formatRating, usePersonName } from '@ladrive/marketplace-ui';
import { Link } from '@ladrive/routing';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { AskHostButton } from './AskHostButton';

const Box = styled(Card)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.sizes.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizes.sm}; }
`;

const Eyebrow = styled.p`
  text-transform: uppercase;
  letter-spacing: 0.04em;
  font-weight: 700;
`;

const ProfileLink = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

const Ask = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
  &:empty { display: none; }
`;

/**
 * The car's real host: photo, name, "Miembro desde {mes año}", rating, the way to their profile and the way to
 * ask them about this car.
 */
export function HostCard({ host, carId }: { host: CarHost; carId: string }) {
  const t = useT();
  const name = usePersonName()(host.fullName);
  const since = formatMonthYear(host.memberSince, useLanguage());
  const rating = formatRating(host.rating, host.reviewCount);
  return (
    <Box as="section" aria-label={t('host.label')} data-testid="host-card">
      <Avatar name={name} src={host.profileImageUrl} size={64} />
      <div>
        <Eyebrow>{t('host.yours')}</Eyebrow>
        <h3 translate="no">{name}</h3>
        {since && <p>{t('host.memberSince', { since })}</p>}
        <p>{rating === null ? t('host.newHost') : t('host.rating', { rating, count: host.reviewCount })}</p>
        <ProfileLink to={hrefs.host(host.id)}>{t('host.profileLink', { name })}</ProfileLink>
        <Ask>
          <AskHostButton carId={carId} hostId={host.id} />
        </Ask>
      </div>
    </Box>
  );
}
