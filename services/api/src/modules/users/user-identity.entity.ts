import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { timestampColumns } from '../../db/columns.ts';
import { User } from './user.entity.ts';

/**
 * The renter's verified identity, one per account (contracts identity.ts): what the last booking that sent
 * photos verified. The photo keys point at that booking's encrypted documents (bookings/<id>/…), which later
 * bookings with the same licence share, so the admin documents view of each booking keeps working.
 */
export const UserIdentity = defineEntity({
  name: 'UserIdentity',
  tableName: 'user_identity',
  properties: {
    user: () => p.oneToOne(User).owner().primary().ref().deleteRule('cascade'),
    driverLicense: p.string().length(40),
    licenseExpiry: p.date(),
    address: p.string().length(200),
    phone: p.string().length(40),
    emergencyContact: p.string().length(120),
    emergencyPhone: p.string().length(40),
    licensePhotoKey: p.string().length(255),
    selfiePhotoKey: p.string().length(255),
    verifiedAt: p.datetime(),
    ...timestampColumns(),
  },
});
export type UserIdentity = InferEntity<typeof UserIdentity>;
