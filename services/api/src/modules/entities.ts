import type { InferKyselyDB } from '@mikro-orm/postgresql';
import type { TablesAsRead } from '../db/kysely.ts';
import { BookingDocumentView, PlatformRevenueMonth } from './admin/index.ts';
import { Session, SignInFailure } from './auth/index.ts';
import { Booking, BookingEvent } from './bookings/index.ts';
import { CarCalendarSync } from './calendar-sync/index.ts';
import { Car, CarBlock, CarDateClaim } from './cars/index.ts';
import { ContactMessage } from './contact/index.ts';
import {
  Conversation,
  ConversationEmailNotice,
  ConversationEvent,
  ConversationMessage,
  ConversationView,
} from './conversations/index.ts';
import { Favourite } from './favourites/index.ts';
import { HostEarningsMonth } from './host/index.ts';
import { Review } from './reviews/index.ts';
import { RumEvent } from './rum/index.ts';
import { CarPhotoUpload } from './storage/index.ts';
import { TripRecord, TripRecordView } from './trip-records/index.ts';
import { User, UserIdentity } from './users/index.ts';

export {
  Booking,
  BookingDocumentView,
  BookingEvent,
  Car,
  CarBlock,
  CarCalendarSync,
  CarDateClaim,
  CarPhotoUpload,
  ContactMessage,
  Conversation,
  ConversationEmailNotice,
  ConversationEvent,
  ConversationMessage,
  ConversationView,
  Favourite,
  HostEarningsMonth,
  PlatformRevenueMonth,
  Review,
  RumEvent,
  Session,
  SignInFailure,
  TripRecord,
  TripRecordView,
  User,
  UserIdentity,
};
export const entities = [
  User,
  Car,
  CarBlock,
  CarCalendarSync,
  CarDateClaim,
  Booking,
  BookingEvent,
  Review,
  RumEvent,
  Session,
  BookingDocumentView,
  PlatformRevenueMonth,
  SignInFailure,
  HostEarningsMonth,
  Favourite,
  UserIdentity,
  Conversation,
  ConversationMessage,
  ConversationView,
  ConversationEvent,
  ConversationEmailNotice,
  ContactMessage,
  TripRecord,
  TripRecordView,
  CarPhotoUpload,
];

// The query layer's tables are these entities' (db/kysely.ts): one description of the schema.
declare module '../db/kysely.ts' {
  interface Db extends TablesAsRead<InferKyselyDB<(typeof entities)[number]>> {}
}
