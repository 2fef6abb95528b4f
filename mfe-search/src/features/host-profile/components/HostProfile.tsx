import { HOST_NOT_FOUND, type HostProfile as HostProfileData, paths } from '@ladrive/contracts';
import {
  Avatar,
  Button,
  Card,
  formatMonthYear,
  Muted,
  Notice,
  Page,
  Skeleton,
  useDocumentTitle,
} from '@ladrive/design-system';
import { formatRating } from '@ladrive/marketplace-ui';
import { apiErrorStatus } from '@ladrive/platform';
import { Link } from '@ladrive/routing';
import styled from 'styled-components';
import { CarGrid } from '../../../components/CarGrid';
import { useHostProfile } from '../api/host-profile';

const Header = styled(Card)`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(6)};
  margin-bottom: ${({ theme }) => theme.space(8)};
  h1 { margin: 0 0 ${({ theme }) => theme.space(2)}; }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(8)};
  margin: 0;
  div { display: grid; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizes.sm}; }
  dd { margin: 0; font-weight: 700; font-size: ${({ theme }) => theme.font.sizes.lg}; }
`;

const tripsText = (count: number) => (count === 1 ? '1 viaje' : `${count.toLocaleString('es-US')} viajes`);

function HostNotFound() {
  useDocumentTitle(HOST_NOT_FOUND);
  return (
    <Page>
      <Notice
        title={HOST_NOT_FOUND}
        actions={
          <Button as={Link} to={paths.search}>
            Buscar autos
          </Button>
        }
      >
        Este anfitrión no existe o ya no ofrece autos.
      </Notice>
    </Page>
  );
}

/** /hosts/:id: who the host is (public facts only) and the cars they offer. */
export function HostProfile({ hostId }: { hostId: string }) {
  const { data: host, error, isPending, refetch } = useHostProfile(hostId);
  if (isPending) {
    return (
      <Page role="status" aria-busy="true" aria-label="Cargando anfitrión">
        <Skeleton $height="8rem" />
      </Page>
    );
  }
  if (error) {
    const status = apiErrorStatus(error);
    if (status === 404 || status === 400) return <HostNotFound />;
    return (
      <Page>
        <Card role="alert" style={{ textAlign: 'center', maxWidth: 560, margin: '0 auto' }}>
          <h1>No se pudo cargar el anfitrión</h1>
          <Muted>Inténtalo de nuevo en un momento.</Muted>
          <Button onClick={() => refetch()}>Reintentar</Button>
        </Card>
      </Page>
    );
  }
  return <HostPage host={host} />;
}

function HostPage({ host }: { host: HostProfileData }) {
  useDocumentTitle(host.fullName);
  const rating = formatRating(host.rating, host.reviewCount);
  return (
    <Page>
      <Header as="header">
        <Avatar name={host.fullName} src={host.profileImageUrl} size={96} />
        <div>
          <h1>{host.fullName}</h1>
          <Facts>
            <div>
              <dt>Miembro desde</dt>
              <dd>{formatMonthYear(host.memberSince, 'es')}</dd>
            </div>
            <div>
              <dt>Viajes completados</dt>
              <dd>{tripsText(host.tripsCompleted)}</dd>
            </div>
            <div>
              <dt>Calificación</dt>
              <dd>
                {rating === null
                  ? 'Sin reseñas todavía'
                  : `★ ${rating} · ${host.reviewCount} ${host.reviewCount === 1 ? 'reseña' : 'reseñas'}`}
              </dd>
            </div>
          </Facts>
        </div>
      </Header>
      <section aria-labelledby="host-cars-title">
        <h2 id="host-cars-title">Autos de {host.firstName.trim() || host.fullName}</h2>
        {host.cars.length === 0 ? (
          <Muted>Este anfitrión no tiene autos disponibles ahora.</Muted>
        ) : (
          <CarGrid cars={host.cars} label={`Autos de ${host.fullName}`} />
        )}
      </section>
    </Page>
  );
}
