/** Texts of the edit profile screen (kept together for a second language). */
export const PROFILE_TEXT = {
  title: 'Edit Profile',
  name: 'Name',
  save: 'Save',
  saving: 'Saving...',
  otherError: 'An error occurred. Please try again.',
} as const;
