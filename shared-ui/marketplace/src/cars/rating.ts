/**
 * A car's or user's rating as shown: one decimal, rounded half up from the stored hundredths
 * ("4.85" → "4.9", where a float `toFixed` would say 4.8), or null when nobody has reviewed yet.
 */
export function formatRating(rating: string | number, reviewCount: number): string | null {
  if (reviewCount <= 0) return null;
  const hundredths = Math.round(Number(rating) * 100);
  if (!Number.isFinite(hundredths)) return null;
  return (Math.round(hundredths / 10) / 10).toFixed(1);
}
