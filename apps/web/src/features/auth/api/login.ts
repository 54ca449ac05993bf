import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '../../../config/paths.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { text } from '../../../lib/api/fields.ts';
import { getDeviceId } from '../../../lib/device-id.ts';

/** A successful login or registration: the stored login's fields. */
export const sessionResponseSchema = z.object({
  user_name: text(),
  unique_token: z.string().min(1),
  mobile: text(),
});

export type LoginInput = { mobile: string; password: string };

export function login(input: LoginInput) {
  return apiPost(apiPaths.userLogin, { ...input, device_id: getDeviceId() }, sessionResponseSchema);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
