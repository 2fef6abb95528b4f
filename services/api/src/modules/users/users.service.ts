import type { AuthUser, BankingInput } from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { decryptField, encryptField } from '../../lib/encryption.ts';
import { User } from './user.entity.ts';

export interface MaskedBanking {
  bankName: string;
  bankAccountName: string;
  accountLast4: string;
}

export function maskedBanking(user: User, key: Buffer): MaskedBanking | null {
  if (!user.bankAccountNumber || !user.bankName || !user.bankAccountName) return null;
  let accountLast4 = '';
  try {
    accountLast4 = decryptField(user.bankAccountNumber, key).slice(-4);
  } catch {
    accountLast4 = '????'; // written with another key: still on file, but unreadable here
  }
  return { bankName: user.bankName, bankAccountName: user.bankAccountName, accountLast4 };
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
): Promise<MaskedBanking> {
  user.bankName = input.bankName;
  user.bankAccountName = input.bankAccountName;
  user.bankAccountNumber = encryptField(input.bankAccountNumber, key);
  user.bankRoutingNumber = encryptField(input.bankRoutingNumber, key);
  await em.persist(user).flush();
  return {
    bankName: input.bankName,
    bankAccountName: input.bankAccountName,
    accountLast4: input.bankAccountNumber.slice(-4),
  };
}
