/** The username as the menu shows it: the first 10 characters, then "..." when it was longer. */
export function truncateUsername(name: string, max = 10): string {
  const characters = Array.from(name.trim());
  return characters.length > max ? `${characters.slice(0, max).join('')}...` : characters.join('');
}

/**
 * A points amount as players read it: 12,345 and 12,34,567 (Indian grouping: the last three digits,
 * then pairs). Written out rather than `toLocaleString('en-IN')`, whose first call loads the locale
 * data while the header first paints on a slow phone.
 */
export function formatPoints(amount: number): string {
  if (!Number.isFinite(amount)) return '0';
  const whole = Math.trunc(amount);
  const digits = String(Math.abs(whole));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${whole < 0 ? '-' : ''}${rest ? `${rest},` : ''}${last3}`;
}

/** 9876543210 → +91 98765 43210, for showing which number a code was sent to. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : phone;
}
