import { type AdminRole } from '../../api/auth.ts';

/** What each role may do, in the words the owner reads when choosing one. */
export const ROLE_HINTS: Record<AdminRole, string> = {
  viewer: 'reads everything, changes nothing',
  operator: 'also declares results, approves funds, edits markets and players',
  owner: 'also manages operator accounts',
};
