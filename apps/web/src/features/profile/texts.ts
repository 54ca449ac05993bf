import { i18n } from '../../lib/i18n/i18n.ts';

/** Texts of the edit profile screen: the English base of the 'profile' component (ADR 020). */
export const profileMessages = i18n('profile', {
  title: 'Edit Profile',
  name: 'Name',
  namePlaceholder: 'Your name',
  save: 'Save',
  saving: 'Saving...',
  otherError: 'An error occurred. Please try again.',
});
