import { DEFAULT_EMAIL_PREFERENCES, LANGUAGES } from '@ladrive/contracts';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { timestampColumns, uuidPrimaryKey } from '../../db/columns.ts';

/**
 * Spec section 3 User, plus `passwordHash` (hidden: never serialized). Bank account and routing
 * numbers hold AES-256-GCM ciphertext (see lib/encryption.ts), never the plain numbers.
 */
export const User = defineEntity({
  name: 'User',
  tableName: 'user',
  // the admin's user list: newest first, by name, and search by name or email (pg_trgm)
  indexes: [
    { name: 'user_created_at_index', properties: ['createdAt'] },
    { name: 'user_name_index', properties: ['firstName', 'lastName'] },
    {
      name: 'user_email_trgm_index',
      expression: `create index "user_email_trgm_index" on "user" using gin (lower("email") gin_trgm_ops)`,
    },
    {
      name: 'user_name_trgm_index',
      expression: `create index "user_name_trgm_index" on "user" using gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops)`,
    },
  ],
  properties: {
    id: uuidPrimaryKey(),
    email: p.string().length(254).unique(),
    passwordHash: p.text().hidden().lazy(),
    firstName: p.string().length(80),
    lastName: p.string().length(80),
    profileImageUrl: p.text().nullable(),
    phone: p.string().length(40).nullable(),
    isHost: p.boolean().default(false),
    isAdmin: p.boolean().default(false),
    rating: p.decimal().precision(3).scale(2).default('0'),
    reviewCount: p.integer().default(0),
    paymentCustomerId: p.string().length(255).nullable(),
    paymentSubscriptionId: p.string().length(255).nullable(),
    bankAccountNumber: p.text().nullable().hidden(),
    bankRoutingNumber: p.text().nullable().hidden(),
    bankAccountName: p.string().length(120).nullable(),
    bankName: p.string().length(120).nullable(),
    /** The email choices (contracts EmailPreferences, email-preferences.ts here): an email for unread messages… */
    emailMessages: p.boolean().default(DEFAULT_EMAIL_PREFERENCES.messages),
    /** …and reminders. */
    emailReminders: p.boolean().default(DEFAULT_EMAIL_PREFERENCES.reminders),
    /** The language the account chose (contracts' LANGUAGES): the site's texts and its emails; null until it chooses. */
    language: p.enum(LANGUAGES).nullable(),
    ...timestampColumns(),
  },
});
export type User = InferEntity<typeof User>;
