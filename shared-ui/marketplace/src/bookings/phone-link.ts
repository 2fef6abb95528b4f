/** A `tel:` link to a phone as stored or typed: the leading + and the digits only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
