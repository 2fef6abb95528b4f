import { formatUSD } from '@ladrive/contracts';
import { Badge } from '@ladrive/design-system';
import { carPlace, usePersonName } from '@ladrive/marketplace-ui';
import { useT } from '../../../i18n';
import { AdminListTab } from './AdminListTab';
import { Badges, Table, TableScroll } from './Table';

/** Vehicles 'All Vehicles': year make model, city/state, host, availability and category, price, rating, trips. */
export function VehiclesTab() {
  const t = useT();
  const personName = usePersonName();
  const sorts = [
    { value: '-createdAt', label: t('vehicles.sort.newest') },
    { value: 'createdAt', label: t('vehicles.sort.oldest') },
    { value: 'vehicle', label: t('vehicles.sort.vehicle') },
    { value: '-pricePerDay', label: t('vehicles.sort.priceDesc') },
    { value: 'pricePerDay', label: t('vehicles.sort.priceAsc') },
    { value: '-rating', label: t('vehicles.sort.rating') },
    { value: '-tripCount', label: t('vehicles.sort.trips') },
  ];
  const column = {
    vehicle: t('vehicles.column.vehicle'),
    host: t('vehicles.column.host'),
    status: t('vehicles.column.status'),
    pricePerDay: t('vehicles.column.pricePerDay'),
    rating: t('vehicles.column.rating'),
    trips: t('vehicles.column.trips'),
  };
  return (
    <AdminListTab kind="cars" texts="vehicles" sorts={sorts} defaultSort="-createdAt">
      {(cars) => (
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{column.vehicle}</th>
                <th scope="col">{column.host}</th>
                <th scope="col">{column.status}</th>
                <th scope="col" className="number">
                  {column.pricePerDay}
                </th>
                <th scope="col" className="number">
                  {column.rating}
                </th>
                <th scope="col" className="number">
                  {column.trips}
                </th>
              </tr>
            </thead>
            <tbody>
              {cars.map((car) => (
                <tr key={car.id} data-testid="admin-car-row">
                  {/* the car's name and place, the host's name and email: data, nobody's language */}
                  <td translate="no" data-label={column.vehicle}>
                    <p>
                      <strong>
                        {car.year} {car.make} {car.model}
                      </strong>
                    </p>
                    <p className="muted">{carPlace(car)}</p>
                  </td>
                  <td translate="no" data-label={column.host}>
                    <p>{personName(car.hostName)}</p>
                    <p className="muted">{car.hostEmail}</p>
                  </td>
                  <td data-label={column.status}>
                    <Badges>
                      <Badge $tone={car.isAvailable ? 'success' : 'neutral'}>
                        {t(car.isAvailable ? 'vehicles.available' : 'vehicles.unavailable')}
                      </Badge>
                      <Badge $tone="info">{t(`vehicles.category.${car.category}`)}</Badge>
                    </Badges>
                  </td>
                  <td className="number" data-label={column.pricePerDay}>
                    {formatUSD(car.pricePerDay)}
                  </td>
                  <td className="number" data-label={column.rating}>
                    {car.rating}
                  </td>
                  <td className="number" data-label={column.trips}>
                    {car.tripCount}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </AdminListTab>
  );
}
