/**
 * Column types of the tables that hand-written read queries use through `em.getKysely<Db>()`
 * (snake_case, as in the database). Reads that return lists, counts or joins go through kysely;
 * writes go through the entities. Keep in step with the entities (the migration check guards the
 * schema, the integration tests guard these reads).
 */
import type { BookingStatus, CarCategory, FuelType, Transmission } from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Kysely } from 'kysely';

export interface UserTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  profile_image_url: string | null;
  is_host: boolean;
  is_admin: boolean;
  /** numeric(3,2): a string */
  rating: string;
  review_count: number;
  created_at: Date;
}

export interface CarTable {
  id: string;
  host_id: string;
  make: string;
  model: string;
  year: number;
  category: CarCategory;
  seats: number;
  transmission: Transmission;
  fuel_type: FuelType;
  /** numeric(10,2): a string */
  price_per_day: string;
  location: string;
  city: string;
  state: string;
  description: string | null;
  latitude: number | null;
  longitude: number | null;
  features: string[];
  images: string[];
  is_available: boolean;
  /** numeric(3,2): a string */
  rating: string;
  review_count: number;
  trip_count: number;
  created_at: Date;
  updated_at: Date;
}

export interface BookingTable {
  id: string;
  car_id: string;
  renter_id: string;
  host_id: string;
  start_date: string;
  end_date: string;
  driver_license: string;
  full_name: string;
  address: string;
  phone: string;
  emergency_contact: string;
  emergency_phone: string;
  add_insurance: boolean;
  /** numeric(10,2): strings */
  total_price: string;
  service_fee: string;
  insurance_fee: string;
  refund_amount: string | null;
  payment_intent_id: string | null;
  status: BookingStatus;
  license_photo_key: string | null;
  selfie_photo_key: string | null;
  hold_expires_at: Date;
  created_at: Date;
  updated_at: Date;
}

export interface ReviewTable {
  id: string;
  booking_id: string;
  car_id: string;
  reviewer_id: string;
  reviewee_id: string;
  rating: number;
  comment: string | null;
  created_at: Date;
}

export interface BookingDocumentViewTable {
  id: string;
  booking_id: string;
  admin_id: string;
  document: 'license' | 'selfie';
  viewed_at: Date;
}

export interface PlatformRevenueMonthTable {
  month: string;
  /** bigint: a string */
  revenue_cents: string;
  commission_cents: string;
  completed_trips: number;
}

export interface HostEarningsMonthTable {
  host_id: string;
  month: string;
  /** bigint: strings */
  earned_gross_cents: string;
  earned_commission_cents: string;
  upcoming_gross_cents: string;
  upcoming_commission_cents: string;
  completed_trips: number;
}

export interface FavouriteTable {
  id: string;
  user_id: string;
  car_id: string;
  created_at: Date;
}

export interface Db {
  user: UserTable;
  car: CarTable;
  booking: BookingTable;
  review: ReviewTable;
  favourite: FavouriteTable;
  booking_document_view: BookingDocumentViewTable;
  host_earnings_month: HostEarningsMonthTable;
  platform_revenue_month: PlatformRevenueMonthTable;
}

/** The request's kysely instance (same pool and transaction as the EntityManager). */
export function kyselyOf(em: EntityManager): Kysely<Db> {
  return em.getKysely<Db>();
}

/** A timestamp column as pg hands it over (Date, or a string with some type parsers) → ISO 8601. */
export function isoTimestamp(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
