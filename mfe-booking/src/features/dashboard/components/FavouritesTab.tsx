import { paths } from '@ladrive/contracts';
import { Button, Card, Grid, Muted } from '@ladrive/design-system';
import { CarCard, CarCardSkeleton, useFavourites } from '@ladrive/marketplace-ui';
import { Link } from '@ladrive/routing';

/** 'Favoritos': the cars the renter saved with a heart; the heart here removes one from the list. */
export function FavouritesTab() {
  const favourites = useFavourites();

  if (favourites.isLoading) {
    return (
      <Grid role="status" aria-busy="true" aria-label="Cargando tus favoritos">
        {[0, 1, 2].map((i) => (
          <CarCardSkeleton key={i} />
        ))}
      </Grid>
    );
  }
  if (favourites.error) {
    return (
      <Card role="alert">
        <h2>No se pudieron cargar tus favoritos</h2>
        <Muted>Inténtalo de nuevo en un momento.</Muted>
        <Button onClick={() => favourites.refetch()}>Reintentar</Button>
      </Card>
    );
  }
  const cars = favourites.cars ?? [];
  if (cars.length === 0) {
    return (
      <Card>
        <p style={{ margin: 0 }}>Aún no tienes autos favoritos.</p>
        <Muted>
          <Link to={paths.search}>Explora autos</Link> y guarda los que más te gusten con el corazón.
        </Muted>
      </Card>
    );
  }
  return (
    <Grid as="ul" aria-label="Tus autos favoritos" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {cars.map((car) => (
        <li key={car.id}>
          <CarCard car={car} saveable />
        </li>
      ))}
    </Grid>
  );
}
