import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { adminPaths, type LoginState } from '../../admin-paths.ts';
import { errorMessage } from '../../api/admin-client.ts';
import { isTotpRequired, login, type LoginInput } from '../../api/auth.ts';
import { FormField } from '../../components/form-field.tsx';
import shell from '../../components/shell.module.css';
import ui from '../../components/ui.module.css';
import { LOGIN_TEXT } from '../../texts.ts';

type Errors = Partial<Record<'username' | 'password' | 'totp', string>>;

/** The console login: username and password, then the authenticator code when the account asks for one. */
export default function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
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

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    if (!username.trim()) next.username = LOGIN_TEXT.usernameRequired;
    if (!password) next.password = LOGIN_TEXT.passwordRequired;
    if (needsCode && !/^\d{6}$/.test(totp.trim())) next.totp = LOGIN_TEXT.codeInvalid;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    mutation.mutate({ username: username.trim(), password, ...(needsCode ? { totp: totp.trim() } : {}) });
  }

  // The first "code required" answer is a prompt, not a failure; later ones (a wrong code) are shown.
  const isCodePrompt = mutation.isError && isTotpRequired(mutation.error) && !mutation.variables?.totp;
  const failure = mutation.isError && !isCodePrompt ? errorMessage(mutation.error) : null;

  return (
    <div className={shell.loginPage}>
      <form className={shell.loginCard} onSubmit={submit} noValidate aria-labelledby="console-login-title">
        <div>
          <h1 id="console-login-title" className={shell.loginTitle}>
            {LOGIN_TEXT.title}
          </h1>
          <p className={ui.muted}>{LOGIN_TEXT.subtitle}</p>
        </div>
        <FormField label="Username" error={errors.username}>
          {(control) => (
            <input
              {...control}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Password" error={errors.password}>
          {(control) => (
            <input
              {...control}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </FormField>
        {needsCode ? (
          <FormField label="Authenticator code" hint={LOGIN_TEXT.codeHint} error={errors.totp}>
            {(control) => (
              <input
                {...control}
                name="totp"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                autoFocus
                value={totp}
                onChange={(event) => setTotp(event.target.value.replace(/\D/g, ''))}
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
