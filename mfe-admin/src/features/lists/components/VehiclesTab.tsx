import { formatUSD } from '@ladrive/contracts';
import { Badge } from '@ladrive/design-system';
import { AdminListTab } from './AdminListTab';
import { Badges, Table, TableScroll } from './Table';

const SORTS = [
  { value: '-createdAt', label: 'Newest listings' },
  { value: 'createdAt', label: 'Oldest listings' },
  { value: 'vehicle', label: 'Vehicle (A–Z)' },
  { value: '-pricePerDay', label: 'Price: high to low' },
  { value: 'pricePerDay', label: 'Price: low to high' },
  { value: '-rating', label: 'Best rated' },
  { value: '-tripCount', label: 'Most trips' },
];

/** Vehicles 'All Vehicles': year make model, city/state, host, availability and category, price, rating, trips. */
export function VehiclesTab() {
  return (
    <AdminListTab
      kind="cars"
      title="All Vehicles"
      noun="vehicles"
      searchLabel="Search vehicles"
      searchPlaceholder="Make, model, city or host"
      sorts={SORTS}
      defaultSort="-createdAt"
      empty="No vehicles match this search."
    >
      {(cars) => (
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">Vehicle</th>
                <th scope="col">Host</th>
                <th scope="col">Status</th>
                <th scope="col" className="number">
                  Price per day
                </th>
                <th scope="col" className="number">
                  Rating
                </th>
                <th scope="col" className="number">
                  Trips
                </th>
              </tr>
            </thead>
            <tbody>
              {cars.map((car) => (
                <tr key={car.id} data-testid="admin-car-row">
                  <td>
                    <p>
                      <strong>
                        {car.year} {car.make} {car.model}
                      </strong>
                    </p>
                    <p className="muted">
                      {car.city}, {car.state}
                    </p>
                  </td>
                  <td>
                    <p>{car.hostName}</p>
                    <p className="muted">{car.hostEmail}</p>
                  </td>
                  <td>
                    <Badges>
                      <Badge $tone={car.isAvailable ? 'success' : 'neutral'}>
                        {car.isAvailable ? 'Available' : 'Unavailable'}
                      </Badge>
                      <Badge $tone="info">{car.category}</Badge>
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
