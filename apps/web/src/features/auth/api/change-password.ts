import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '../../../config/paths.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { text } from '../../../lib/api/fields.ts';

export const changePasswordResponseSchema = z.object({ msg: text() });

export function changePassword(input: { old_pass: string; new_pass: string }) {
  return apiPost(apiPaths.changePassword, input, changePasswordResponseSchema, { withToken: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
