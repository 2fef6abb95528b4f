import { BOOKING_DOCUMENT_KINDS } from '@ladrive/contracts';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from '../../db/columns.ts';
import { Booking } from '../bookings/index.ts';
import { User } from '../users/index.ts';

/**
 * One admin's read of one identity document of a booking: the audit trail of who saw whose licence
 * and when. Rows are only ever added. The index answers "the last view of these bookings" (admin rows).
 */
export const BookingDocumentView = defineEntity({
  name: 'BookingDocumentView',
  tableName: 'booking_document_view',
  indexes: [
    {
      name: 'booking_document_view_booking_viewed_index',
      expression:
        'create index "booking_document_view_booking_viewed_index" on "booking_document_view" ("booking_id", "viewed_at" desc)',
    },
    { name: 'booking_document_view_admin_id_index', properties: ['admin'] },
  ],
  properties: {
    id: uuidPrimaryKey(),
    booking: () => p.manyToOne(Booking).ref(),
    admin: () => p.manyToOne(User).ref(),
    document: p.enum(BOOKING_DOCUMENT_KINDS),
    viewedAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
  },
});
export type BookingDocumentView = InferEntity<typeof BookingDocumentView>;
