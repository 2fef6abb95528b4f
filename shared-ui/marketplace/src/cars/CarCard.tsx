import { type Car, type CarPricing, formatUSD, fromCents, hrefs, photoSrcSet, quoteBooking } from '@ladrive/contracts';
import { Badge, focusRing, type Language, LOCALE_OF, Skeleton, visuallyHidden } from '@ladrive/design-system';
import { Speaks, useLanguage } from '@ladrive/i18n';
import { Link } from '@ladrive/routing';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../i18n';
import { T } from '../i18n/rich-text';
import { CAR_IMAGE_HEIGHT, CAR_IMAGE_WIDTH, carCoverImage, showCarImageFallback } from './car-image-fallback';
import { FavouriteButton } from './FavouriteButton';
import { formatRating } from './rating';

/** The fields a card shows; any `Car` (or a wider shape such as a car with its host) fits. */
export type CarCardData = Pick<
  Car,
  | 'id'
  | 'make'
  | 'model'
  | 'year'
  | 'city'
  | 'state'
  | 'pricePerDay'
  | 'weeklyDiscountPercent'
  | 'monthlyDiscountPercent'
  | 'images'
  | 'isAvailable'
  | 'rating'
  | 'reviewCount'
>;

export interface CarCardProps {
  car: CarCardData;
  /** Above the fold (first row): load the photo right away instead of lazily. */
  priority?: boolean;
  /** Heading level of the car's name inside the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Where the card links to; defaults to the car's page. */
  href?: string;
  /** Buttons under the card's text (e.g. a host's Editar / Pausar), clickable above the card's link. */
  actions?: ReactNode;
  /** Shows the heart that saves the car to the renter's favourites (not on a host's own cars). */
  saveable?: boolean;
  /** How far the car is from the place searched (search results with a place). */
  distanceMiles?: number;
  /** The dates searched: the card adds the trip's total (the booking page's pricing, without insurance). */
  trip?: { startDate: string; endDate: string };
}

/** `sizes` for a card in the responsive card grid (1 column, 2 from 640px, 3–4 from 1024px). */
export const CAR_CARD_IMAGE_SIZES = '(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw';

/** As tall as its cell: the cards of one grid row end level, whatever each one's lines. */
const Article = styled.article`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  transition: transform 120ms ease, box-shadow 120ms ease;
  &:hover { transform: translateY(-2px); box-shadow: ${({ theme }) => theme.shadow.raised}; }
  &:focus-within { box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus}; }
`;

/** Never squeezed by a card shorter than its content: the badge on the photo stays off the name below it. */
const Media = styled.div`
  position: relative;
  flex-shrink: 0;
  aspect-ratio: ${CAR_IMAGE_WIDTH} / ${CAR_IMAGE_HEIGHT};
  background: ${({ theme }) => theme.colors.neutralSoft};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

/**
 * Bottom-left: a photo's top is where words sit (the demo photos print the car's name across it, top-left, as far
 * as a long name reaches), and the favourite heart holds the bottom-right.
 */
const BadgeSlot = styled.div`
  position: absolute;
  left: ${({ theme }) => theme.space(3)};
  bottom: ${({ theme }) => theme.space(3)};
  display: flex;
  border-radius: ${({ theme }) => theme.radius.pill};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

/** Bottom-right of the photo, above the card's stretched link. */
const FavouriteSlot = styled.div`
  position: absolute;
  z-index: 1;
  right: ${({ theme }) => theme.space(3)};
  bottom: ${({ theme }) => theme.space(3)};
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.lg};
`;

/** The title link stretches over the whole card, so the card is one link with a readable name. */
const CardLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &::after { content: ''; position: absolute; inset: 0; }
  ${focusRing}
  &:focus-visible { outline: none; }
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Footer = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const Price = styled.p`
  margin: 0;
  strong { font-size: ${({ theme }) => theme.font.sizes.lg}; color: ${({ theme }) => theme.colors.text}; }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizes.sm}; }
`;

const TripTotal = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong { color: ${({ theme }) => theme.colors.text}; }
`;

/** Where a car is, as the US writes it in either language: "Santa Monica, CA". */
export const carPlace = ({ city, state }: Pick<Car, 'city' | 'state'>) => `${city}, ${state}`;

/** Miles to one decimal (es-US writes a decimal point too): one formatter per language, made when first needed. */
const milesFormats: Partial<Record<Language, Intl.NumberFormat>> = {};
function milesIn(lang: Language): Intl.NumberFormat {
  milesFormats[lang] ??= new Intl.NumberFormat(LOCALE_OF[lang], { maximumFractionDigits: 1 });
  return milesFormats[lang];
}

/** "a 2.4 mi" / "2.4 mi away": the distance from the place searched. */
function Distance({ miles }: { miles: number }) {
  const t = useT();
  return <>{t('car.distance', { miles: milesIn(useLanguage()).format(miles) })}</>;
}

/**
 * "Total $148.50 por 3 días": what the dates searched cost with contracts' quoteBooking (days, base, the car's
 * discount and service fee), the figure the booking page starts from before the optional insurance.
 */
export function TripTotalLine({ car, trip }: { car: CarPricing; trip: { startDate: string; endDate: string } }) {
  const quote = quoteBooking({
    pricePerDay: car.pricePerDay,
    weeklyDiscountPercent: car.weeklyDiscountPercent,
    monthlyDiscountPercent: car.monthlyDiscountPercent,
    startDate: trip.startDate,
    endDate: trip.endDate,
    addInsurance: false,
  });
  return (
    <TripTotal data-testid="trip-total">
      <T
        id="car.tripTotal"
        values={{ total: formatUSD(fromCents(quote.totalCents)), days: quote.days }}
        components={[<strong key="total" />]}
      />
    </TripTotal>
  );
}

const Rating = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: 600;
  .star { color: #b7791f; }
`;

const Actions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

const ScreenReaderOnly = styled.span`
  ${visuallyHidden}
`;

/** "★ 4.7 (12)" with the car's real rating, or "Nuevo" before its first review. */
export function CarRating({ rating, reviewCount }: Pick<Car, 'rating' | 'reviewCount'>) {
  const t = useT();
  const value = formatRating(rating, reviewCount);
  if (value === null) return <Rating data-testid="car-rating">{t('car.new')}</Rating>;
  return (
    <Rating data-testid="car-rating">
      <span aria-hidden="true">
        <span className="star">★</span> {value} ({reviewCount})
      </span>
      <ScreenReaderOnly>{t('car.ratingSpoken', { rating: value, count: reviewCount })}</ScreenReaderOnly>
    </Rating>
  );
}

/** 'Disponible' / 'No disponible'. */
export function AvailabilityBadge({ isAvailable, className }: { isAvailable: boolean; className?: string }) {
  const t = useT();
  return (
    <Badge className={className} $tone={isAvailable ? 'success' : 'neutral'}>
      {t(isAvailable ? 'car.available' : 'car.unavailable')}
    </Badge>
  );
}

/**
 * A car in a grid (search results, featured cars, host screens): first photo (or the fallback),
 * make/model/year, city and state, price per day, rating and availability. The whole card links
 * to the car's page. The spec writes it in Spanish wherever it shows, the English home page's featured cars
 * included: that is its language until the visitor chooses one.
 */
export function CarCard(props: CarCardProps) {
  return (
    <Speaks lang="es">
      <CarCardInLanguage {...props} />
    </Speaks>
  );
}

function CarCardInLanguage({
  lang,
  car,
  priority = false,
  headingLevel = 3,
  href = hrefs.car(car.id),
  actions,
  saveable = false,
  distanceMiles,
  trip,
}: CarCardProps & { lang?: string }) {
  const t = useT();
  const name = `${car.make} ${car.model} ${car.year}`;
  return (
    <Article aria-label={name} data-testid="car-card" lang={lang}>
      <Media>
        <img
          src={carCoverImage(car.images)}
          srcSet={photoSrcSet(carCoverImage(car.images))}
          alt={name}
          width={CAR_IMAGE_WIDTH}
          height={CAR_IMAGE_HEIGHT}
          sizes={CAR_CARD_IMAGE_SIZES}
          loading={priority ? 'eager' : 'lazy'}
          // The first row's photos are the page's largest paint: fetched before scripts and other images.
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onError={showCarImageFallback}
        />
        <BadgeSlot>
          <AvailabilityBadge isAvailable={car.isAvailable} />
        </BadgeSlot>
        {saveable && (
          <FavouriteSlot>
            <FavouriteButton carId={car.id} carName={name} />
          </FavouriteSlot>
        )}
      </Media>
      <Body>
        {/* the car's name and where it is: data, nobody's language (the distance rides along) */}
        <Title as={`h${headingLevel}`} translate="no">
          <CardLink to={href}>{name}</CardLink>
        </Title>
        <Meta translate="no">
          {carPlace(car)}
          {distanceMiles !== undefined && (
            <>
              {' · '}
              <Distance miles={distanceMiles} />
            </>
          )}
        </Meta>
        <Footer>
          <Price>
            <strong>{formatUSD(car.pricePerDay)}</strong> <span>{t('car.perDay')}</span>
          </Price>
          <CarRating rating={car.rating} reviewCount={car.reviewCount} />
        </Footer>
        {trip && <TripTotalLine car={car} trip={trip} />}
        {actions && <Actions>{actions}</Actions>}
      </Body>
    </Article>
  );
}

const SkeletonBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
`;

/** A card-shaped placeholder while cars load (hidden from screen readers; wrap a group in a status region). */
export function CarCardSkeleton() {
  return (
    <Article as="div" aria-hidden="true" data-testid="car-card-skeleton">
      <Media />
      <SkeletonBody>
        <Skeleton $height="1.25rem" $width="70%" />
        <Skeleton $width="45%" />
        <Skeleton $height="1.25rem" $width="35%" />
      </SkeletonBody>
    </Article>
  );
}
