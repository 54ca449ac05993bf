import { params } from '@nanostores/i18n';
import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * The Help link of a history row (ADR 030): the English base of the 'help-link' component (ADR 020);
 * Hindi and Marathi in src/locales/{hi,mr}/help-link.json. Pana's own words.
 */
export const helpLinkMessages = i18n('help-link', {
  help: 'Help',
  bid: params('Help with bid #{id}'),
  deposit: params('Help with deposit request #{id}'),
  withdrawal: params('Help with withdrawal request #{id}'),
});
