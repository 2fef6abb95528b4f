import { paths } from '@ladrive/contracts';
import { Button, Card, Grid, Muted } from '@ladrive/design-system';
import { CarCard, CarCardSkeleton, useFavourites } from '@ladrive/marketplace-ui';
import { useLoadFailureMessage } from '@ladrive/platform';
import { Link } from '@ladrive/routing';
import { useT } from '../../../i18n';
import { T } from '../../../i18n/rich-text';

/** 'Favoritos': the cars the renter saved with a heart; the heart here removes one from the list. */
export function FavouritesTab() {
  const t = useT();
  const loadFailure = useLoadFailureMessage();
  const favourites = useFavourites();

  if (favourites.isLoading) {
    return (
      <Grid role="status" aria-busy="true" aria-label={t('dashboard.loadingFavorites')}>
        {[0, 1, 2].map((i) => (
          <CarCardSkeleton key={i} />
        ))}
      </Grid>
    );
  }
  if (favourites.error) {
    return (
      <Card role="alert">
        <h2>{t('dashboard.favoritesFailed')}</h2>
        <Muted>{loadFailure(favourites.error, t('common.tryAgainSoon'))}</Muted>
        <Button onClick={() => favourites.refetch()}>{t('common.retry')}</Button>
      </Card>
    );
  }
  const cars = favourites.cars ?? [];
  if (cars.length === 0) {
    return (
      <Card>
        <p style={{ margin: 0 }}>{t('dashboard.noFavorites')}</p>
        <Muted>
          <T id="dashboard.noFavoritesHint" components={[<Link to={paths.search} />]} />
        </Muted>
      </Card>
    );
  }
  return (
    <Grid as="ul" aria-label={t('dashboard.favoritesLabel')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {cars.map((car) => (
        <li key={car.id}>
          <CarCard car={car} saveable />
        </li>
      ))}
    </Grid>
  );
}
