/** The name shown when a person has neither first nor last name (spec section 8). */
export const NAMELESS = 'Usuario';

/** "First Last" with stray spaces removed; 'Usuario' when both are empty. */
export function fullNameOf(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return `${firstName ?? ''} ${lastName ?? ''}`.trim().replace(/\s+/g, ' ') || NAMELESS;
}
