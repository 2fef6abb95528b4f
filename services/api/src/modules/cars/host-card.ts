import type { CarHost } from '@ladrive/contracts';
import { isoTimestamp, type RowOf } from '../../db/kysely.ts';
import { fullNameOf } from '../users/index.ts';

/**
 * The columns `toCarHost` reads, from `user as h`, prefixed so that they sit beside a car's own. The host's
 * id is the car's `host_id` column; a query without a car selects `h.id as host_id`.
 */
export const HOST_CARD_COLUMNS = [
  'h.first_name as host_first_name',
  'h.last_name as host_last_name',
  'h.profile_image_url as host_profile_image_url',
  'h.created_at as host_created_at',
  'h.rating as host_rating',
  'h.review_count as host_review_count',
] as const;

type HostCardRow = RowOf<{ h: 'user' }, typeof HOST_CARD_COLUMNS> & { host_id: string };

/** A host's public card (the car page's host, the host profile): no email, phone or banking. */
export function toCarHost(row: HostCardRow): CarHost {
  return {
    id: row.host_id,
    firstName: row.host_first_name,
    lastName: row.host_last_name,
    fullName: fullNameOf(row.host_first_name, row.host_last_name),
    profileImageUrl: row.host_profile_image_url,
    memberSince: isoTimestamp(row.host_created_at),
    rating: row.host_rating,
    reviewCount: row.host_review_count,
  };
}
