import type { BookingInsert, VerifiedIdentity } from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from './user.entity.ts';
import { UserIdentity } from './user-identity.entity.ts';

export async function findIdentity(em: EntityManager, userId: string): Promise<UserIdentity | null> {
  return em.findOne(UserIdentity, { user: userId });
}

export function toVerifiedIdentity(identity: UserIdentity): VerifiedIdentity {
  return {
    driverLicense: identity.driverLicense,
    licenseExpiry: identity.licenseExpiry,
    address: identity.address,
    phone: identity.phone,
    emergencyContact: identity.emergencyContact,
    emergencyPhone: identity.emergencyPhone,
    verifiedAt: identity.verifiedAt.toISOString(),
  };
}

/** The encrypted identity photos of a verification (keys in the private bucket). */
export interface IdentityPhotoKeys {
  licensePhotoKey: string;
  selfiePhotoKey: string;
}

/**
 * Keeps what a booking told about its renter on the account, inside the booking's transaction. With new
 * photos it is a new verification (licence, expiry, photos, time); without, only the details that need no
 * documents (address, phones, emergency contact) move on.
 */
export async function keepIdentity(
  tx: EntityManager,
  userId: string,
  input: Pick<
    BookingInsert,
    'driverLicense' | 'licenseExpiry' | 'address' | 'phone' | 'emergencyContact' | 'emergencyPhone'
  >,
  verified: { photos: IdentityPhotoKeys; at: Date } | null,
): Promise<void> {
  const details = {
    address: input.address,
    phone: input.phone,
    emergencyContact: input.emergencyContact,
    emergencyPhone: input.emergencyPhone,
  };
  const identity = await tx.findOne(UserIdentity, { user: userId });
  if (!verified) {
    if (identity) tx.assign(identity, details);
    return;
  }
  const verification = {
    ...details,
    driverLicense: input.driverLicense,
    licenseExpiry: input.licenseExpiry,
    ...verified.photos,
    verifiedAt: verified.at,
  };
  if (identity) tx.assign(identity, verification);
  else tx.create(UserIdentity, { user: tx.getReference(User, userId), ...verification });
}
