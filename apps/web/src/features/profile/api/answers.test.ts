import { profileUpdateAnswer } from '@pana/contract';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { serveAnswer } from '../../../testing/serve-answer.ts';
import { updateProfile } from './update-profile.ts';

describe('the profile call', () => {
  it('reads every answer the contract allows: the saved name', async () => {
    serveAnswer(profileUpdateAnswer, apiPaths.profileUpdate, {
      status: true,
      msg: 'Profile updated',
      user_name: 'Asha P',
    });
    expect(await updateProfile('Asha P')).toEqual({ user_name: 'Asha P' });
  });
});
