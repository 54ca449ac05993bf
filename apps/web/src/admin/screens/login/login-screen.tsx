import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { adminPaths, type LoginState } from '../../admin-paths.ts';
import { errorMessage } from '../../api/admin-client.ts';
import { isTotpRequired, login, type LoginInput } from '../../api/auth.ts';
import { FormField } from '../../components/form-field.tsx';
import shell from '../../components/shell.module.css';
import ui from '../../components/ui.module.css';
import { loginFormSchema } from '../../lib/account-forms.ts';
import { LOGIN_TEXT } from '../../texts.ts';

/** The console login: username and password, then the authenticator code when the account asks for one. */
export default function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [needsCode, setNeedsCode] = useState(false);
  const schema = useMemo(() => loginFormSchema(needsCode), [needsCode]);
  const form = useZodForm(schema, { defaultValues: { username: '', password: '', totp: '' } });
  const { errors } = form.formState;
  const from = (location.state as LoginState)?.from;

  const mutation = useMutation({
    mutationFn: (input: LoginInput) => login(input),
    onSuccess: async () => {
      // A new session: nothing cached from an earlier operator may show.
      queryClient.removeQueries({ queryKey: ['admin'] });
      await navigate(
        from && from.startsWith(adminPaths.dashboard) && !from.startsWith(adminPaths.login)
          ? from
          : adminPaths.dashboard,
        {
          replace: true,
        },
      );
    },
    onError: (error) => {
      if (isTotpRequired(error)) setNeedsCode(true);
    },
  });
  const submit = form.handleSubmit((body) => mutation.mutate(body));
  const totpField = form.register('totp');

  // The first "code required" answer is a prompt, not a failure; later ones (a wrong code) are shown.
  const isCodePrompt = mutation.isError && isTotpRequired(mutation.error) && !mutation.variables?.totp;
  const failure = mutation.isError && !isCodePrompt ? errorMessage(mutation.error) : null;

  return (
    <div className={shell.loginPage}>
      <form
        className={shell.loginCard}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby="console-login-title"
      >
        <div>
          <h1 id="console-login-title" className={shell.loginTitle}>
            {LOGIN_TEXT.title}
          </h1>
          <p className={ui.muted}>{LOGIN_TEXT.subtitle}</p>
        </div>
        <FormField label="Username" error={errors.username?.message}>
          {(control) => (
            <input
              {...control}
              {...form.register('username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          {(control) => (
            <input {...control} {...form.register('password')} type="password" autoComplete="current-password" />
          )}
        </FormField>
        {needsCode ? (
          <FormField label="Authenticator code" hint={LOGIN_TEXT.codeHint} error={errors.totp?.message}>
            {(control) => (
              <input
                {...control}
                {...totpField}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                autoFocus
                onChange={(event) => {
                  event.target.value = event.target.value.replace(/\D/g, '');
                  void totpField.onChange(event);
                }}
              />
            )}
          </FormField>
        ) : null}
        {isCodePrompt ? (
          <p className={ui.notice} role="status">
            {LOGIN_TEXT.codePrompt}
          </p>
        ) : null}
        {failure ? (
          <p className={ui.alert} role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" isBlock disabled={mutation.isPending}>
          {mutation.isPending ? 'Logging in…' : 'Log in'}
        </Button>
      </form>
    </div>
  );
}
