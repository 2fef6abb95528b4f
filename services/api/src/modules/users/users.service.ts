import type { AuthUser, BankingInput, SavedBanking } from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { decryptField, encryptField } from '../../lib/encryption.ts';
import { User } from './user.entity.ts';

export function maskedBanking(user: User, key: Buffer): SavedBanking | null {
  if (!user.bankAccountNumber || !user.bankName || !user.bankAccountName) return null;
  let bankAccountLast4 = '';
  try {
    bankAccountLast4 = decryptField(user.bankAccountNumber, key).slice(-4);
  } catch {
    bankAccountLast4 = '????'; // written with another key: still on file, but unreadable here
  }
  return { bankName: user.bankName, bankAccountName: user.bankAccountName, bankAccountLast4 };
}

/** The signed-in user as the API shows it: no password hash, bank numbers only masked. */
export function toAuthUser(user: User, key: Buffer): AuthUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl ?? null,
    phone: user.phone ?? null,
    isHost: user.isHost,
    isAdmin: user.isAdmin,
    rating: user.rating,
    reviewCount: user.reviewCount,
    banking: maskedBanking(user, key),
    language: user.language ?? null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

export async function findUserById(em: EntityManager, id: string): Promise<User | null> {
  return em.findOne(User, { id });
}

/** Saves the bank details encrypted at rest (AES-256-GCM); isHost is set when a car is listed, not here. */
export async function saveBanking(
  em: EntityManager,
  user: User,
  input: BankingInput,
  key: Buffer,
): Promise<SavedBanking> {
  user.bankName = input.bankName;
  user.bankAccountName = input.bankAccountName;
  user.bankAccountNumber = encryptField(input.bankAccountNumber, key);
  user.bankRoutingNumber = encryptField(input.bankRoutingNumber, key);
  await em.persist(user).flush();
  return {
    bankName: input.bankName,
    bankAccountName: input.bankAccountName,
    bankAccountLast4: input.bankAccountNumber.slice(-4),
  };
}
