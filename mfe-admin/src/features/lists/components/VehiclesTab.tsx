import { formatUSD } from '@ladrive/contracts';
import { Badge } from '@ladrive/design-system';
import { carPlace } from '@ladrive/marketplace-ui';
import { useT } from '../../../i18n';
import { AdminListTab } from './AdminListTab';
import { Badges, Table, TableScroll } from './Table';

/** Vehicles 'All Vehicles': year make model, city/state, host, availability and category, price, rating, trips. */
export function VehiclesTab() {
  const t = useT();
  const sorts = [
    { value: '-createdAt', label: t('vehicles.sort.newest') },
    { value: 'createdAt', label: t('vehicles.sort.oldest') },
    { value: 'vehicle', label: t('vehicles.sort.vehicle') },
    { value: '-pricePerDay', label: t('vehicles.sort.priceDesc') },
    { value: 'pricePerDay', label: t('vehicles.sort.priceAsc') },
    { value: '-rating', label: t('vehicles.sort.rating') },
    { value: '-tripCount', label: t('vehicles.sort.trips') },
  ];
  return (
    <AdminListTab kind="cars" texts="vehicles" sorts={sorts} defaultSort="-createdAt">
      {(cars) => (
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('vehicles.column.vehicle')}</th>
                <th scope="col">{t('vehicles.column.host')}</th>
                <th scope="col">{t('vehicles.column.status')}</th>
                <th scope="col" className="number">
                  {t('vehicles.column.pricePerDay')}
                </th>
                <th scope="col" className="number">
                  {t('vehicles.column.rating')}
                </th>
                <th scope="col" className="number">
                  {t('vehicles.column.trips')}
                </th>
              </tr>
            </thead>
            <tbody>
              {cars.map((car) => (
                <tr key={car.id} data-testid="admin-car-row">
                  {/* the car's name and place, the host's name and email: data, nobody's language */}
                  <td translate="no">
                    <p>
                      <strong>
                        {car.year} {car.make} {car.model}
                      </strong>
                    </p>
                    <p className="muted">{carPlace(car)}</p>
                  </td>
                  <td translate="no">
                    <p>{car.hostName}</p>
                    <p className="muted">{car.hostEmail}</p>
                  </td>
                  <td>
                    <Badges>
                      <Badge $tone={car.isAvailable ? 'success' : 'neutral'}>
                        {t(car.isAvailable ? 'vehicles.available' : 'vehicles.unavailable')}
                      </Badge>
                      <Badge $tone="info">{t(`vehicles.category.${car.category}`)}</Badge>
                    </Badges>
                  </td>
                  <td className="number">{formatUSD(car.pricePerDay)}</td>
                  <td className="number">{car.rating}</td>
                  <td className="number">{car.tripCount}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </AdminListTab>
  );
}
