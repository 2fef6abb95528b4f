/** Demo data for the seed: people, cars across Los Angeles, review comments. */
import type { CarCategory, CarFeature, FuelType, SeatCount, Transmission } from '@ladrive/contracts';
import type { BodyStyle } from './car-photos.ts';

export interface SeedUser {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  isHost?: boolean;
  isAdmin?: boolean;
}

export const SEED_USERS: SeedUser[] = [
  { key: 'renter', email: 'renter@example.com', firstName: 'Ana', lastName: 'Rivera', phone: '(323) 555-0142' },
  { key: 'host', email: 'host@example.com', firstName: 'Marcus', lastName: 'Johnson', phone: '(310) 555-0187', isHost: true },
  { key: 'admin', email: 'admin@example.com', firstName: 'Priya', lastName: 'Patel', phone: '(213) 555-0110', isAdmin: true },
  { key: 'sofia', email: 'sofia.martinez@example.com', firstName: 'Sofía', lastName: 'Martínez', phone: '(626) 555-0133', isHost: true },
  { key: 'david', email: 'david.kim@example.com', firstName: 'David', lastName: 'Kim', phone: '(213) 555-0175', isHost: true },
  { key: 'emily', email: 'emily.chen@example.com', firstName: 'Emily', lastName: 'Chen', phone: '(818) 555-0129', isHost: true },
  { key: 'carlos', email: 'carlos.hernandez@example.com', firstName: 'Carlos', lastName: 'Hernández', phone: '(562) 555-0164', isHost: true },
  { key: 'jasmine', email: 'jasmine.williams@example.com', firstName: 'Jasmine', lastName: 'Williams', phone: '(424) 555-0191', isHost: true },
  { key: 'luis', email: 'luis.garcia@example.com', firstName: 'Luis', lastName: 'García', phone: '(323) 555-0158' },
  { key: 'olivia', email: 'olivia.brown@example.com', firstName: 'Olivia', lastName: 'Brown', phone: '(310) 555-0120' },
  { key: 'noah', email: 'noah.nguyen@example.com', firstName: 'Noah', lastName: 'Nguyen', phone: '(714) 555-0147' },
  { key: 'valeria', email: 'valeria.torres@example.com', firstName: 'Valeria', lastName: 'Torres', phone: '(213) 555-0168' },
];

export interface SeedCar {
  key: string;
  host: string;
  make: string;
  model: string;
  year: number;
  category: CarCategory;
  seats: SeatCount;
  transmission: Transmission;
  fuelType: FuelType;
  pricePerDay: string;
  location: string;
  city: string;
  color: string;
  body: BodyStyle;
  features: CarFeature[];
  description: string;
  isAvailable?: boolean;
}

const BASIC: CarFeature[] = ['bluetooth', 'usb_charger', 'air_conditioning', 'backup_camera'];
const PHONE: CarFeature[] = ['apple_carplay', 'android_auto'];
const COMFORT: CarFeature[] = ['cruise_control', 'keyless_entry', 'heated_seats'];

export const SEED_CARS: SeedCar[] = [
  // ── economy ────────────────────────────────────────────────────────────────
  { key: 'versa', host: 'host', make: 'Nissan', model: 'Versa', year: 2021, category: 'economy', seats: 5, transmission: 'automatic', fuelType: 'gasoline', pricePerDay: '25.00', location: '1520 N Vine St', city: 'Hollywood', color: '#b0b7bf', body: 'sedan', features: [...BASIC], description: 'Easy to park and great on gas. Perfect for exploring Hollywood and the Walk of Fame.' },
  { key: 'mirage', host: 'david', make: 'Mitsubishi', model: 'Mirage', year: 2022, category: 'economy', seats: 5, transmission: 'automatic', fuelType: 'gasoline', pricePerDay: '27.00', location: '3470 Wilshire Blvd', city: 'Koreatown', color: '#e74c3c', body: 'hatch', features: ['bluetooth', 'usb_charger', 'air_conditioning'], description: 'Auto económico y confiable, ideal para moverte por Koreatown y el centro.' },
  { key: 'rio', host: 'jasmine', make: 'Kia', model: 'Rio', year: 2021, category: 'economy', seats: 5, transmission: 'automatic', fuelType: 'gasoline', pricePerDay: '29.00', location: '215 S La Brea Ave', city: 'Inglewood', color: '#2980b9', body: 'sedan', features: [...BASIC, ...PHONE], description: 'Ten minutes from LAX. Clean, quiet and ready for your airport pickup.' },
  { key: 'spark', host: 'emily', make: 'Chevrolet', model: 'Spark', year: 2020, category: 'economy', seats: 4, transmission: 'manual', fuelType: 'gasoline', pricePerDay: '25.00', location: '225 N Brand Blvd', city: 'Glendale', color: '#27ae60', body: 'hatch', features: ['bluetooth', 'aux_input', 'air_conditioning'], description: 'Pequeño, ágil y divertido de manejar. Transmisión manual.' },
  { key: 'accent', host: 'carlos', make: 'Hyundai', model: 'Accent', year: 2022, category: 'economy', seats: 5, transmission: 'automatic', fuelType: 'gasoline', pricePerDay: '32.00', location: '600 E Broadway', city: 'Long Beach', color: '#d4ac0d', body: 'sedan', features: [...BASIC, 'cruise_control'], description: 'Great commuter car near the Long Beach waterfront and the Aquarium.' },
  // ── compact ────────────────────────────────────────────────────────────────
  { key: 'civic', host: 'host', make: 'Honda', model: 'Civic', year: 2023, category: 'compact', seats: 5, transmission: 'automatic', fuelType: 'gasoline', pricePerDay: '45.00', location: '2800 Main St', city: 'Santa Monica', color: '#34495e', body: 'sedan', features: [...BASIC, ...PHONE, 'cruise_control'], description: 'A few blocks from the beach. Apple CarPlay, lane assist and excellent mileage.' },
  { key: 'corolla', host: 'sofia', make: 'Toyota', model: 'Corolla Hybrid', year: 2022, category: 'compact', seats: 5, transmission: 'automatic', fuelType: 'hybrid', pricePerDay: '42.00', location: '1340 Abbot Kinney Blvd', city: 'Venice', color: '#aab7c4', body: 'sedan', features: [...BASIC, ...PHONE], description: 'Híbrido súper eficiente, perfecto para recorrer Venice y la costa.' },
  { key: 'mazda3', host: 'david', make: 'Mazda', model: 'Mazda3 Hatchback', year: 2021, category: 'compact', seats: 5, transmission: 'manual', fuelType: 'gasoline', pricePerDay: '44.00', location: '3828 Sunset Blvd', city: 'Silver Lake', color: '#c0392b', body: 'hatch', features: [...BASIC, 'heated_seats', 'keyless_entry'], description: 'Manual six-speed for people who love to drive. Fun on the canyon roads.' },
  { key: 'golf', host: 'emily', make: 'Volkswagen', model: 'Golf', year: 2020, category: 'compact', seats: 5, transmission: 'manual', fuelType: 'gasoline', pricePerDay: '39.00', location: '9300 Culver Blvd', city: 'Culver City', color: '#7f8c8d', body: 'hatch', features: ['bluetooth', 'usb_charger', 'air_conditioning', 'aux_input'], description: 'Temporalmente no disponible: en mantenimiento.', isAvailable: false },
  { key: 'impreza', host: 'sofia', make: 'Subaru', model: 'Impreza', year: 2022, category: 'compact', seats: 5, transmission: 'automatic', fuelType: 'gasoline', pricePerDay: '41.00', location: '101 E Colorado Blvd', city: 'Pasadena', color: '#16a085', body: 'hatch', features: [...BASIC, ...PHONE, 'gps'], description: 'All-wheel drive, ready for a day trip to the San Gabriel Mountains.' },
  // ── midsize ────────────────────────────────────────────────────────────────
  { key: 'camry', host: 'host', make: 'Toyota', model: 'Camry Hybrid', year: 2023, category: 'midsize', seats: 5, transmission: 'automatic', fuelType: 'hybrid', pricePerDay: '58.00', location: '700 S Flower St', city: 'Los Angeles', color: '#2c3e50', body: 'sedan', features: [...BASIC, ...PHONE, ...COMFORT], description: 'Comfortable downtown pickup. Spacious, quiet and about 50 MPG.' },
  { key: 'accord', host: 'emily', make: 'Honda', model: 'Accord', year: 2022, category: 'midsize', seats: 5, transmission: 'automatic', fuelType: 'gasoline', pricePerDay: '55.00', location: '3900 W Olive Ave', city: 'Burbank', color: '#95a5a6', body: 'sedan', features: [...BASIC, ...PHONE, 'cruise_control'], description: 'Cerca de los estudios de Burbank y del aeropuerto Hollywood Burbank.' },
  { key: 'sonata', host: 'carlos', make: 'Hyundai', model: 'Sonata Hybrid', year: 2023, category: 'midsize', seats: 5, transmission: 'automatic', fuelType: 'hybrid', pricePerDay: '54.00', location: '4500 E 2nd St', city: 'Long Beach', color: '#8e44ad', body: 'sedan', features: [...BASIC, ...PHONE, 'sunroof'], description: 'Belmont Shore pickup. Sunroof, CarPlay and great fuel economy.' },
  { key: 'altima', host: 'jasmine', make: 'Nissan', model: 'Altima', year: 2021, category: 'midsize', seats: 5, transmission: 'automatic', fuelType: 'gasoline', pricePerDay: '49.00', location: '5800 W Century Blvd', city: 'Inglewood', color: '#d35400', body: 'sedan', features: [...BASIC, 'cruise_control', 'keyless_entry'], description: 'Airport-friendly pickup next to LAX. Entrega rápida y sin complicaciones.' },
  // ── luxury ─────────────────────────────────────────────────────────────────
  { key: 'bmw5', host: 'host', make: 'BMW', model: '530i', year: 2023, category: 'luxury', seats: 5, transmission: 'automatic', fuelType: 'gasoline', pricePerDay: '165.00', location: '9500 Wilshire Blvd', city: 'Beverly Hills', color: '#111827', body: 'sedan', features: [...BASIC, ...PHONE, ...COMFORT, 'gps', 'sunroof'], description: 'Executive sedan for meetings in Beverly Hills or a night out on Rodeo Drive.' },
  { key: 'eclass', host: 'jasmine', make: 'Mercedes-Benz', model: 'E 350', year: 2022, category: 'luxury', seats: 5, transmission: 'automatic', fuelType: 'gasoline', pricePerDay: '175.00', location: '360 N Rodeo Dr', city: 'Beverly Hills', color: '#9ca3af', body: 'sedan', features: [...BASIC, ...PHONE, ...COMFORT, 'gps', 'sunroof'], description: 'Lujo y confort alemán. Asientos con calefacción y sistema de sonido Burmester.' },
  { key: 'porsche', host: 'david', make: 'Porsche', model: '911 Carrera', year: 2021, category: 'luxury', seats: 4, transmission: 'automatic', fuelType: 'gasoline', pricePerDay: '320.00', location: '23500 Pacific Coast Hwy', city: 'Malibu', color: '#e11d48', body: 'coupe', features: [...BASIC, ...PHONE, 'heated_seats', 'gps'], description: 'The Pacific Coast Highway deserves this car. Minimum age 25.' },
  { key: 'a6', host: 'sofia', make: 'Audi', model: 'A6', year: 2022, category: 'luxury', seats: 5, transmission: 'automatic', fuelType: 'gasoline', pricePerDay: '150.00', location: '8600 Sunset Blvd', city: 'West Hollywood', color: '#374151', body: 'sedan', features: [...BASIC, ...PHONE, ...COMFORT, 'sunroof'], description: 'Quattro AWD, virtual cockpit and a calm, quiet cabin on the Sunset Strip.' },
  { key: 'lexus', host: 'emily', make: 'Lexus', model: 'LS 500h', year: 2023, category: 'luxury', seats: 5, transmission: 'automatic', fuelType: 'hybrid', pricePerDay: '185.00', location: '100 Wilshire Blvd', city: 'Santa Monica', color: '#6b7280', body: 'sedan', features: [...BASIC, ...PHONE, ...COMFORT, 'gps', 'sunroof'], description: 'Sedán de lujo híbrido con asientos de masaje. Recogida frente al mar.' },
  { key: 'mustang', host: 'host', make: 'Ford', model: 'Mustang Convertible', year: 2022, category: 'luxury', seats: 4, transmission: 'automatic', fuelType: 'gasoline', pricePerDay: '150.00', location: '6801 Hollywood Blvd', city: 'Hollywood', color: '#f59e0b', body: 'coupe', features: [...BASIC, ...PHONE, 'cruise_control'], description: 'Top down on Mulholland Drive. The classic LA convertible experience.' },
  // ── suv ────────────────────────────────────────────────────────────────────
  { key: 'rav4', host: 'sofia', make: 'Toyota', model: 'RAV4 Hybrid', year: 2022, category: 'suv', seats: 5, transmission: 'automatic', fuelType: 'hybrid', pricePerDay: '68.00', location: '2600 Colorado Ave', city: 'Santa Monica', color: '#3b82f6', body: 'suv', features: [...BASIC, ...PHONE, 'cruise_control', 'keyless_entry'], description: 'Room for surfboards and beach gear. AWD hybrid, great on gas.' },
  { key: 'wrangler', host: 'david', make: 'Jeep', model: 'Wrangler Unlimited', year: 2021, category: 'suv', seats: 5, transmission: 'manual', fuelType: 'gasoline', pricePerDay: '85.00', location: '29000 Pacific Coast Hwy', city: 'Malibu', color: '#16a34a', body: 'suv', features: ['bluetooth', 'usb_charger', 'air_conditioning', 'gps'], description: 'Techo removible y 4x4. Perfecto para las playas de Malibu y los cañones.' },
  { key: 'pilot', host: 'host', make: 'Honda', model: 'Pilot', year: 2023, category: 'suv', seats: 8, transmission: 'automatic', fuelType: 'gasoline', pricePerDay: '95.00', location: '1000 E Walnut St', city: 'Pasadena', color: '#4b5563', body: 'suv', features: [...BASIC, ...PHONE, ...COMFORT], description: 'Eight seats for family trips to the Rose Bowl or Disneyland.' },
  { key: 'tahoe', host: 'carlos', make: 'Chevrolet', model: 'Tahoe', year: 2022, category: 'suv', seats: 7, transmission: 'automatic', fuelType: 'gasoline', pricePerDay: '125.00', location: '800 W Olympic Blvd', city: 'Los Angeles', color: '#0f172a', body: 'suv', features: [...BASIC, ...PHONE, ...COMFORT, 'gps'], description: 'Paused by the host while on a road trip. Back soon.', isAvailable: false },
  { key: 'cx5', host: 'emily', make: 'Mazda', model: 'CX-5', year: 2021, category: 'suv', seats: 5, transmission: 'automatic', fuelType: 'gasoline', pricePerDay: '65.00', location: '201 N Brand Blvd', city: 'Glendale', color: '#991b1b', body: 'suv', features: [...BASIC, ...PHONE, 'heated_seats'], description: 'SUV compacto y elegante, muy cómodo para viajes a Santa Bárbara.' },
  { key: 'telluride', host: 'jasmine', make: 'Kia', model: 'Telluride', year: 2023, category: 'suv', seats: 8, transmission: 'automatic', fuelType: 'gasoline', pricePerDay: '110.00', location: '4000 W Magnolia Blvd', city: 'Burbank', color: '#166534', body: 'suv', features: [...BASIC, ...PHONE, ...COMFORT, 'sunroof'], description: 'Three rows, captain chairs and plenty of cargo space.' },
  // ── electric ───────────────────────────────────────────────────────────────
  { key: 'model3', host: 'host', make: 'Tesla', model: 'Model 3', year: 2023, category: 'electric', seats: 5, transmission: 'automatic', fuelType: 'electric', pricePerDay: '89.00', location: '225 Rose Ave', city: 'Venice', color: '#dc2626', body: 'sedan', features: ['bluetooth', 'usb_charger', 'air_conditioning', 'backup_camera', 'gps', 'heated_seats', 'keyless_entry'], description: 'Autopilot, 300+ miles of range and free Supercharging nearby.' },
  { key: 'modely', host: 'sofia', make: 'Tesla', model: 'Model Y', year: 2022, category: 'electric', seats: 5, transmission: 'automatic', fuelType: 'electric', pricePerDay: '99.00', location: '10250 Santa Monica Blvd', city: 'Los Angeles', color: '#1d4ed8', body: 'suv', features: ['bluetooth', 'usb_charger', 'air_conditioning', 'backup_camera', 'gps', 'heated_seats', 'sunroof'], description: 'SUV eléctrico con techo panorámico. Recogida en Century City.' },
  { key: 'bolt', host: 'david', make: 'Chevrolet', model: 'Bolt EV', year: 2022, category: 'electric', seats: 5, transmission: 'automatic', fuelType: 'electric', pricePerDay: '85.00', location: '3200 Sunset Blvd', city: 'Silver Lake', color: '#f97316', body: 'hatch', features: [...BASIC, ...PHONE], description: 'Zero emissions and 250 miles of range. Level 2 charger at pickup.' },
  { key: 'ioniq5', host: 'carlos', make: 'Hyundai', model: 'Ioniq 5', year: 2023, category: 'electric', seats: 5, transmission: 'automatic', fuelType: 'electric', pricePerDay: '95.00', location: '8800 Washington Blvd', city: 'Culver City', color: '#a3a3a3', body: 'suv', features: [...BASIC, ...PHONE, 'heated_seats', 'keyless_entry'], description: 'Carga ultrarrápida y diseño futurista. Ideal para la ciudad.' },
  { key: 'leaf', host: 'jasmine', make: 'Nissan', model: 'Leaf', year: 2021, category: 'electric', seats: 5, transmission: 'automatic', fuelType: 'electric', pricePerDay: '85.00', location: '3250 Wilshire Blvd', city: 'Koreatown', color: '#0ea5e9', body: 'hatch', features: [...BASIC, 'cruise_control'], description: 'Quiet city EV with plenty of range for errands around Koreatown.' },
  // ── truck ──────────────────────────────────────────────────────────────────
  { key: 'f150', host: 'carlos', make: 'Ford', model: 'F-150', year: 2022, category: 'truck', seats: 5, transmission: 'automatic', fuelType: 'gasoline', pricePerDay: '95.00', location: '1200 E Pacific Coast Hwy', city: 'Long Beach', color: '#1e3a8a', body: 'truck', features: [...BASIC, ...PHONE, 'cruise_control'], description: 'Moving day or a trip to the desert: bed liner and tow hitch included.' },
  { key: 'tacoma', host: 'emily', make: 'Toyota', model: 'Tacoma', year: 2021, category: 'truck', seats: 5, transmission: 'manual', fuelType: 'gasoline', pricePerDay: '79.00', location: '1800 S Brand Blvd', city: 'Glendale', color: '#57534e', body: 'truck', features: ['bluetooth', 'usb_charger', 'air_conditioning', 'backup_camera'], description: 'Camioneta resistente 4x4, transmisión manual. Lista para la aventura.' },
  { key: 'ram', host: 'host', make: 'Ram', model: '1500 EcoDiesel', year: 2023, category: 'truck', seats: 5, transmission: 'automatic', fuelType: 'diesel', pricePerDay: '105.00', location: '1300 W Olive Ave', city: 'Burbank', color: '#7f1d1d', body: 'truck', features: [...BASIC, ...PHONE, ...COMFORT], description: 'Diesel torque for towing, leather seats for the long drive to Vegas.' },
  { key: 'r1t', host: 'david', make: 'Rivian', model: 'R1T', year: 2023, category: 'truck', seats: 5, transmission: 'automatic', fuelType: 'electric', pricePerDay: '175.00', location: '25000 Malibu Rd', city: 'Malibu', color: '#15803d', body: 'truck', features: [...BASIC, 'gps', 'heated_seats', 'keyless_entry', 'sunroof'], description: 'Pickup eléctrica de aventura: gear tunnel, 4 motores y más de 300 millas.' },
];

export const REVIEW_COMMENTS: Record<number, string[]> = {
  5: [
    'Amazing car and super easy pickup. Would rent again!',
    '¡Excelente experiencia! El auto estaba impecable y el anfitrión muy amable.',
    'Spotless, on time and exactly as described. Five stars.',
    'Todo perfecto, muy recomendado para recorrer Los Ángeles.',
    'Best rental I have had in LA. Smooth ride and great communication.',
  ],
  4: [
    'Great car overall, pickup took a few extra minutes.',
    'Muy buen auto, solo le faltaba un poco de limpieza por dentro.',
    'Comfortable and reliable. Would book again.',
    'Buena relación calidad-precio. El anfitrión respondió rápido.',
  ],
  3: ['The car was fine but the tank was not full at pickup.', 'Cumplió, aunque el auto tenía algunos detalles.'],
};

export const EMERGENCY_CONTACTS = [
  { name: 'María Rivera', phone: '(323) 555-0199' },
  { name: 'James Brown', phone: '(310) 555-0177' },
  { name: 'Linh Nguyen', phone: '(714) 555-0166' },
  { name: 'Roberto García', phone: '(323) 555-0144' },
  { name: 'Patricia Torres', phone: '(213) 555-0139' },
];

export const RENTER_ADDRESSES: Record<string, string> = {
  renter: '4821 Echo Park Ave, Los Angeles, CA 90026',
  luis: '1290 E 7th St, Long Beach, CA 90813',
  olivia: '742 Ocean Park Blvd, Santa Monica, CA 90405',
  noah: '15 Orange Grove Ave, Pasadena, CA 91105',
  valeria: '2210 W 6th St, Los Angeles, CA 90057',
  admin: '500 S Grand Ave, Los Angeles, CA 90071',
};
