import { describe, expect, it, vi } from 'vitest';
import { callUrl, CONTACT_FAILED, openContact, pickContactNumber, whatsAppUrl } from './contact.ts';

describe('contact links', () => {
  it('adds +91 to 10-digit numbers for WhatsApp and calls', () => {
    expect(whatsAppUrl('9876543210')).toBe('https://wa.me/919876543210');
    expect(callUrl('98765 43210')).toBe('tel:+919876543210');
  });

  it('keeps a number that already carries its country code', () => {
    expect(whatsAppUrl('919876543210')).toBe('https://wa.me/919876543210');
  });

  it('uses the first usable number, else the placeholder support number', () => {
    expect(pickContactNumber('', undefined, 9123456789)).toBe('9123456789');
    expect(pickContactNumber('', null)).toBe('0000000000');
  });

  it("alerts 'Unable to initiate contact. Please try again.' when the browser refuses the new window", () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    openContact('https://wa.me/919876543210');
    expect(alert).toHaveBeenCalledWith(CONTACT_FAILED);
    expect(CONTACT_FAILED).toBe('Unable to initiate contact. Please try again.');
  });
});
