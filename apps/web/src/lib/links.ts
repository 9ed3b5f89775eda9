import type { ClinicPhone } from './tenant/clinic-phone';

/** The digits a link dials: the international form when the server sends it, else the phone as written. */
const dialled = (phone: ClinicPhone) => (phone.e164 || phone.text).replace(/[^\d+]/g, '');

/**
 * tel: link of a clinic's phone, dialable from anywhere: the text reads "03-555-0100" but the link is
 * tel:+97235550100.
 */
export const telHref = (phone: ClinicPhone) => `tel:${dialled(phone)}`;

/** A WhatsApp chat with a clinic's phone (wa.me takes the international digits), with a first message if given. */
export const whatsappHref = (phone: ClinicPhone, text?: string) =>
  `https://wa.me/${dialled(phone).replace(/\D/g, '')}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

/** A maps service's directions to an address. */
export const directionsHref = (address: string) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
