/** tel: link of a phone as written by the clinic ("+972 3-555-0100" -> tel:+97235550100). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A maps service's directions to an address. */
export const directionsHref = (address: string) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
