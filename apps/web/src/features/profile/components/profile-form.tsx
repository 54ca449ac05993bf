import { profileFormSchema } from '@pana/domain/forms';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import styles from '../../../components/ui/form.module.css';
import { TextField } from '../../../components/ui/text-field.tsx';
import { userInfoQueryKey, useUserInfo } from '../../../lib/api/get-user-info.ts';
import { isNetworkFailure, serverMessage } from '../../../lib/api-client.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { NETWORK_TEXT } from '../../../lib/network-status.ts';
import { notifyError } from '../../../lib/notify.ts';
import { updateSession, useSession } from '../../../lib/session.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { updateProfile } from '../api/update-profile.ts';
import { profileMessages } from '../texts.ts';

/** Edit profile: the player's name, prefilled; a change updates the stored login too. */
export function ProfileForm({ onSaved }: { onSaved: () => void }) {
  const t = useMessages(profileMessages);
  const session = useSession();
  const { data: info } = useUserInfo();
  const queryClient = useQueryClient();
  const form = useZodForm(profileFormSchema, {
    values: { name: info?.user_name || session?.username || '' },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      const result = await updateProfile(name);
      updateSession({ username: result.user_name || name });
      void queryClient.invalidateQueries({ queryKey: userInfoQueryKey(session?.token) });
      onSaved();
    } catch (error) {
      notifyError(serverMessage(error) ?? (isNetworkFailure(error) ? NETWORK_TEXT.noConnection : t.otherError), {
        id: 'profile',
      });
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={t.name}
        autoComplete="name"
        placeholder={t.namePlaceholder}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <div className={styles.actions}>
        <Button type="submit" isBlock disabled={isSubmitting}>
          {isSubmitting ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}
