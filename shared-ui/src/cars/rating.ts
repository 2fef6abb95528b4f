/** A car's or user's rating as shown: "4.7" (one decimal), or null when nobody has reviewed yet. */
export function formatRating(rating: string | number, reviewCount: number): string | null {
  if (reviewCount <= 0) return null;
  const value = Number(rating);
  return Number.isFinite(value) ? value.toFixed(1) : null;
}
