/**
 * "First Last" with stray spaces removed; null when both are empty: each page, and each email, writes its own
 * language's word for a nameless person ('Usuario' / 'User', decision 0044).
 */
export function fullNameOf(firstName: string | null | undefined, lastName: string | null | undefined): string | null {
  return `${firstName ?? ''} ${lastName ?? ''}`.trim().replace(/\s+/g, ' ') || null;
}
