import { paths } from '@ladrive/contracts';
import { Button, Card, Muted } from '@ladrive/design-system';
import { Link } from '@ladrive/routing';
import styled from 'styled-components';
import { CarGrid, CarGridSkeleton } from '../../../components/CarGrid';
import { useT } from '../../../i18n';
import { useFeaturedCars } from '../api/featured-cars';

const Empty = styled(Card)`
  text-align: center;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(6)};
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(8)};
`;

/**
 * The home page's featured cars (the shell's `home.featuredCars` slot; the shell renders the
 * section and its "Featured Cars" heading): 8 placeholders, the grid, or the empty message.
 */
export function FeaturedCarsGrid() {
  const { data: cars, isPending, isError, refetch } = useFeaturedCars();
  const t = useT();

  if (isPending) return <CarGridSkeleton label={t('featured.loading')} />;

  if (isError) {
    return (
      <Empty role="alert">
        <Muted>{t('featured.loadFailed')}</Muted>
        <Button onClick={() => refetch()}>{t('common.retry')}</Button>
      </Empty>
    );
  }

  if (cars.length === 0) {
    return (
      <Empty>
        <Muted>{t('featured.empty')}</Muted>
        <Button as={Link} to={paths.search}>
          {t('featured.browseAll')}
        </Button>
      </Empty>
    );
  }

  return (
    <>
      <CarGrid cars={cars} label={t('featured.list')} />
      <Footer>
        <Button as={Link} to={paths.search} $variant="outline">
          {t('featured.browseAll')}
        </Button>
      </Footer>
    </>
  );
}
