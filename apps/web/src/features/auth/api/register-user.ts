import { apiPaths } from '../../../config/paths.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { getDeviceId } from '../../../lib/device-id.ts';
import { sessionResponseSchema } from './login.ts';

/** The legacy contract's fixed values for fields the app does not ask for. */
export const REGISTRATION_PLACEHOLDERS = { email: 'user@example.com', security_pin: '1234' } as const;

export type RegisterUserInput = {
  name: string;
  password: string;
  mobile: string;
  otp: string;
  inviteCode?: string | undefined;
};

export function registerUser({ inviteCode, ...input }: RegisterUserInput) {
  return apiPost(
    apiPaths.userRegistration,
    // The register screen moves on only once "I am 18 or older" is ticked; the server stores the time (ADR 018).
    // An agent's invite code makes the player that agent's (ADR 029); checked again by the server here.
    {
      ...input,
      ...REGISTRATION_PLACEHOLDERS,
      device_id: getDeviceId(),
      adult: true,
      ...(inviteCode ? { invite_code: inviteCode } : {}),
    },
    sessionResponseSchema,
  );
}
