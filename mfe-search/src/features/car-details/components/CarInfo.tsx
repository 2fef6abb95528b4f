import type { CarDetail } from '@ladrive/contracts';
import { Badge, CarRating, formatRating } from '@ladrive/shared-ui';
import styled from 'styled-components';
import { CATEGORY_LABELS, FEATURE_LABELS, FUEL_LABELS, labelOf, TRANSMISSION_LABELS } from '../../../lib/labels';

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

/** "123 Main St, Santa Monica, CA", or 'Ubicación no disponible' when the car has no address. */
export function carPlace({ location, city, state }: Pick<CarDetail, 'location' | 'city' | 'state'>): string {
  const parts = [location, city, state].map((part) => part?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'Ubicación no disponible';
}

/** Title, rating, location, specs, features and description of a car. */
export function CarInfo({ car }: { car: CarDetail }) {
  const rating = formatRating(car.rating, car.reviewCount);
  return (
    <div>
      <Header>
        <h1>
          {car.make} {car.model} {car.year}
        </h1>
        <MetaRow>
          <CarRating rating={car.rating} reviewCount={car.reviewCount} />
          <p>
            {rating === null
              ? 'Sin reseñas todavía'
              : `${car.reviewCount} ${car.reviewCount === 1 ? 'reseña' : 'reseñas'}`}
          </p>
          <p data-testid="car-location">
            <span aria-hidden="true">📍 </span>
            {carPlace(car)}
          </p>
          <Badge $tone="brand">{labelOf(CATEGORY_LABELS, car.category)}</Badge>
        </MetaRow>
      </Header>
      <Specs aria-label="Características principales">
        <div>
          <dt>Asientos</dt>
          <dd>{car.seats}</dd>
        </div>
        <div>
          <dt>Transmisión</dt>
          <dd>{labelOf(TRANSMISSION_LABELS, car.transmission)}</dd>
        </div>
        <div>
          <dt>Combustible</dt>
          <dd>{labelOf(FUEL_LABELS, car.fuelType)}</dd>
        </div>
      </Specs>
      <section aria-labelledby="features-title">
        <SectionTitle id="features-title">Características</SectionTitle>
        {car.features.length > 0 ? (
          <Features>
            {car.features.map((feature) => (
              <li key={feature}>
                <Badge $tone="neutral">{labelOf(FEATURE_LABELS, feature)}</Badge>
              </li>
            ))}
          </Features>
        ) : (
          <p>Este auto no tiene características adicionales registradas.</p>
        )}
      </section>
      <section aria-labelledby="description-title">
        <SectionTitle id="description-title">Descripción</SectionTitle>
        <Description>{car.description?.trim() || 'El anfitrión no agregó una descripción.'}</Description>
      </section>
    </div>
  );
}
