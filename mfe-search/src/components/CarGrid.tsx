import { drawnNearScreen, Grid } from '@ladrive/design-system';
import { CarCard, type CarCardData, CarCardSkeleton } from '@ladrive/marketplace-ui';
import styled from 'styled-components';

/** How many cards sit in the first row on a wide screen: their photos load eagerly, the rest lazily. */
const ABOVE_THE_FOLD = 4;

/**
 * A card off the screen is drawn as it nears it: a page of 24 results was one long task of style and layout for cards
 * nobody sees yet. Its place until then is a card's usual height (303-372 px, by width).
 */
const CarItem = styled.li`
  ${drawnNearScreen('21rem')}
`;

export interface CarGridProps {
  /** The cars; search results with a place carry their distance from it. */
  cars: (CarCardData & { distanceMiles?: number })[];
  /** Heading level of each card's name. */
  headingLevel?: 2 | 3 | 4;
  /** Label of the list for screen readers. */
  label: string;
  /** First cards load their photo eagerly (only where the grid is near the top of the page). */
  eager?: boolean;
  /** Where a card leads (the car page as CarCard links it by default). */
  carHref?: (carId: string) => string;
  /** The dates searched: each card adds the trip's total. */
  trip?: { startDate: string; endDate: string };
}

export function CarGrid({ cars, headingLevel = 3, label, eager = false, carHref, trip }: CarGridProps) {
  return (
    <Grid as="ul" aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {cars.map((car, index) => (
        <CarItem key={car.id}>
          <CarCard
            car={car}
            headingLevel={headingLevel}
            priority={eager && index < ABOVE_THE_FOLD}
            href={carHref?.(car.id)}
            saveable
            distanceMiles={car.distanceMiles}
            trip={trip}
          />
        </CarItem>
      ))}
    </Grid>
  );
}

/** Placeholders while cars load (the spec's 8), announced once as loading (`label`). */
export function CarGridSkeleton({ count = 8, label }: { count?: number; label: string }) {
  return (
    <Grid role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <CarCardSkeleton key={index} />
      ))}
    </Grid>
  );
}
