/** The username as the menu shows it: the first 10 characters, then "..." when it was longer. */
export function truncateUsername(name: string, max = 10): string {
  const characters = Array.from(name.trim());
  return characters.length > max ? `${characters.slice(0, max).join('')}...` : characters.join('');
}

/** A points amount as players read it: 12,345 (Indian grouping for larger numbers). */
export function formatPoints(amount: number): string {
  return Number.isFinite(amount) ? Math.trunc(amount).toLocaleString('en-IN') : '0';
}

/** 9876543210 → +91 98765 43210, for showing which number a code was sent to. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : phone;
}
