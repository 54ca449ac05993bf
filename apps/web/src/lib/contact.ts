import { env } from '../config/env.ts';
import { appMessages } from './texts.ts';

/** Digits of a contact number with the +91 country code added to 10-digit numbers (as the older apps dial). */
export function withCountryCode(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}

/** The first usable number among the candidates, else the configured placeholder support number. */
export function pickContactNumber(...candidates: unknown[]): string {
  for (const candidate of candidates) {
    if (typeof candidate !== 'string' && typeof candidate !== 'number') continue;
    const digits = String(candidate).replace(/\D/g, '');
    if (digits.length >= 10) return digits;
  }
  return env.supportNumber;
}

/** WhatsApp chat link, e.g. https://wa.me/919876543210. */
export function whatsAppUrl(phone: string): string {
  return `https://wa.me/${withCountryCode(phone)}`;
}

/** Phone call link, e.g. tel:+919876543210. */
export function callUrl(phone: string): string {
  return `tel:+${withCountryCode(phone)}`;
}

/** The alert when no chat could be opened, in English (the base); shown in the chosen language. */
export const CONTACT_FAILED: string = appMessages.get().contactFailed;

/** Opens a chat in a new tab; tells the player with an alert when the browser refuses. */
export function openContact(url: string): void {
  try {
    const opened = window.open(url, '_blank');
    if (!opened) throw new Error('The browser blocked the new window');
    opened.opener = null;
  } catch {
    window.alert(appMessages.get().contactFailed);
  }
}
