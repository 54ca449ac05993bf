import { i18n } from '../../lib/i18n/i18n.ts';

/** The Contact button and popup: the 'contact' component (ADR 020). */
export const contactMessages = i18n('contact', {
  contact: 'Contact',
  hint: 'Reach the admin for help with your account, deposits or withdrawals.',
  /** A player of an agent (ADR 029): Contact Admin reaches the agent, named above the buttons. */
  yourAgent: 'Your agent',
  agentHint: 'Reach your agent for help with your account, deposits or withdrawals.',
  whatsApp: 'WhatsApp',
  call: 'Call',
});
