import { i18n } from '../../lib/i18n/i18n.ts';

/** The Contact button and popup: the 'contact' component (ADR 020). */
export const contactMessages = i18n('contact', {
  contact: 'Contact',
  hint: 'Reach the admin for help with your account, deposits or withdrawals.',
  whatsApp: 'WhatsApp',
  call: 'Call',
});
