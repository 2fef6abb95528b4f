/**
 * A client's address as it is stored and counted beside what it did (sign-in failures, contact messages): at most
 * 64 characters, the columns' width. Any IPv6 address fits; a forged forwarded header longer than that is cut
 * rather than failing the insert.
 */
export const storedIp = (ip: string) => ip.slice(0, 64);
