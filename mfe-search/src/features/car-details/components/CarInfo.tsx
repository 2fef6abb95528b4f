import type { CarDetail } from '@ladrive/contracts';
import { Badge, visuallyHidden } from '@ladrive/design-system';
import { FavouriteButton, formatRating, useCarLabel } from '@ladrive/marketplace-ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { T } from '../../../i18n/rich-text';

const Header = styled.header`
  h1 { font-size: ${({ theme }) => theme.font.sizes.xxl}; margin-bottom: ${({ theme }) => theme.space(2)}; }
`;

const MetaRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  p { margin: 0; }
`;

const Rating = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  .star { color: #b7791f; }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Place = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  svg { flex: none; }
`;

function PinIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
      />
    </svg>
  );
}

const Specs = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(6)} 0;
  div {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt { font-size: ${({ theme }) => theme.font.sizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 700; }
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.sizes.xl};
  margin-top: ${({ theme }) => theme.space(8)};
`;

const Features = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Description = styled.p`
  white-space: pre-line;
`;

/** "123 Main St, Santa Monica, CA", or null when the car has no address. */
export function carPlace({ location, city, state }: Pick<CarDetail, 'location' | 'city' | 'state'>): string | null {
  const parts = [location, city, state].map((part) => part?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** Title, rating, location, specs, features and description of a car. */
export function CarInfo({ car }: { car: CarDetail }) {
  const t = useT();
  const carLabel = useCarLabel();
  const rating = formatRating(car.rating, car.reviewCount);
  return (
    <div>
      <Header>
        <h1>
          {car.make} {car.model} {car.year}
        </h1>
        <MetaRow>
          <Rating data-testid="car-detail-rating">
            {rating === null ? (
              t('car.noRating')
            ) : (
              <>
                <span className="star" aria-hidden="true">
                  ★
                </span>{' '}
                <T
                  id="car.rating"
                  values={{ rating, count: car.reviewCount }}
                  components={[<Hidden key="label" />, <Hidden key="scale" />]}
                />
              </>
            )}
          </Rating>
          <Place data-testid="car-location">
            <PinIcon />
            {carPlace(car) ?? t('car.placeUnknown')}
          </Place>
          <Badge $tone="brand">{carLabel('category', car.category)}</Badge>
          <FavouriteButton carId={car.id} carName={`${car.make} ${car.model} ${car.year}`} />
        </MetaRow>
      </Header>
      <Specs aria-label={t('car.specs')}>
        <div>
          <dt>{t('specs.seats')}</dt>
          <dd>{car.seats}</dd>
        </div>
        <div>
          <dt>{t('specs.transmission')}</dt>
          <dd>{carLabel('transmission', car.transmission)}</dd>
        </div>
        <div>
          <dt>{t('specs.fuel')}</dt>
          <dd>{carLabel('fuel', car.fuelType)}</dd>
        </div>
      </Specs>
      <section aria-labelledby="features-title">
        <SectionTitle id="features-title">{t('specs.features')}</SectionTitle>
        {car.features.length > 0 ? (
          <Features>
            {car.features.map((feature) => (
              <li key={feature}>
                <Badge $tone="neutral">{carLabel('feature', feature)}</Badge>
              </li>
            ))}
          </Features>
        ) : (
          <p>{t('car.noFeatures')}</p>
        )}
      </section>
      <section aria-labelledby="description-title">
        <SectionTitle id="description-title">{t('car.description')}</SectionTitle>
        {car.description?.trim() ? (
          // the host's own words: nobody translates them
          <Description translate="no">{car.description.trim()}</Description>
        ) : (
          <Description>{t('car.noDescription')}</Description>
        )}
      </section>
    </div>
  );
}
