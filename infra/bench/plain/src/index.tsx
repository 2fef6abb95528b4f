/**
 * The reference page of `pnpm bench:web`: the same content as the site's search page (a header, a search
 * form and 8 car cards from `/api/cars`, with the same photos) as one plain React bundle — no federation,
 * no router, no data library. What this machine can do at best; the site is measured against it.
 */
import { type Car, formatUSD, photoSrcSet } from '@ladrive/contracts';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';

/** The site's card grid sizes (1 column, 2 from 640px, 3–4 from 1024px), so the same photo width is chosen. */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw';
const CARDS = 8;

function CarCard({ car, priority }: { car: Car; priority: boolean }) {
  const photo = car.images[0];
  return (
    <article className="card">
      {photo && (
        <img
          src={photo}
          srcSet={photoSrcSet(photo)}
          sizes={CARD_IMAGE_SIZES}
          width={1200}
          height={800}
          alt={`${car.year} ${car.make} ${car.model}`}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
        />
      )}
      <div className="card-body">
        <h3>
          {car.year} {car.make} {car.model}
        </h3>
        <p>
          {car.city}, {car.state}
        </p>
        <p>
          <strong>{formatUSD(car.pricePerDay)}</strong> / día · {car.reviewCount ? car.rating : 'Nuevo'}
        </p>
      </div>
    </article>
  );
}

function Page() {
  const [cars, setCars] = useState<Car[]>([]);
  useEffect(() => {
    void fetch(`/api/cars?pageSize=${CARDS}`)
      .then((response) => response.json() as Promise<Car[]>)
      .then(setCars);
  }, []);
  return (
    <>
      <header className="header">
        <strong>LA Drive</strong>
        <nav>
          <a href="/search">Buscar</a> <a href="/help-center">Ayuda</a>
        </nav>
      </header>
      <main>
        <form className="search" action="/search">
          <label>
            Ubicación <input name="location" defaultValue="Los Angeles" />
          </label>
          <label>
            Desde <input type="date" name="startDate" />
          </label>
          <label>
            Hasta <input type="date" name="endDate" />
          </label>
          <button type="submit">Buscar</button>
        </form>
        <h1>Autos disponibles</h1>
        <ul className="grid">
          {cars.map((car, index) => (
            <li key={car.id}>
              <CarCard car={car} priority={index === 0} />
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<Page />);
