/** The HTTP status of an API error ("404: {…}" → 404), or null for anything else (network, parse…). */
export function apiErrorStatus(error: unknown): number | null {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}
