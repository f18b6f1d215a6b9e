'use client';
// The member's account: email address (changed only once the new one is confirmed), confirmation link,
// password, "sign out everywhere", data export and account deletion. Every action asks the API, which
// checks the current password again; the page only arranges the forms.
import {
  changeAccountEmail,
  changeAccountPassword,
  connectAccountIdentity,
  deleteAccount,
  disconnectAccountIdentity,
  getAccountIdentities,
  exportAccount,
  getAccount,
  resendConfirmation,
  signOutEverywhere,
} from '@reef/client';
import { PASSWORD_MIN_LENGTH, type AccountIdentitiesResponse, type AccountResponse } from '@reef/core';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import { useCommunityLoginUrl } from '@/features/auth/login-links';
import { useSession } from '@/features/auth/session-provider';
import { clearStoredToken } from '@/features/auth/token-storage';
import { describeApiError, type FormErrors } from '@/features/editor/api-errors';
import formStyles from '@/features/editor/form.module.css';
import styles from './settings.module.css';
import { useLocalizedPath } from '@/i18n/locale-context';

type Status = { kind: 'error' | 'success'; text: string } | null;

function Message({ status }: { status: Status }) {
  if (!status) return null;
  return (
    <p
      role={status.kind === 'error' ? 'alert' : 'status'}
      className={status.kind === 'error' ? formStyles.error : styles.success}
    >
      {status.text}
    </p>
  );
}

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p className={formStyles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className={formStyles.error} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The current password a change asks for again. */
function CurrentPasswordField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <Field id={id} label="Current password" error={error}>
      <input
        id={id}
        type="password"
        autoComplete="current-password"
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

const describe = (failure: unknown, fallback: string): FormErrors => {
  const errors = describeApiError(failure);
  return { ...errors, message: errors.message ?? fallback };
};

/** What an action of a section reports under it, and the form errors of the section's form. */
function useSectionAction() {
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);

  /**
   * Runs `work` with the section's message cleared and its form busy; a refusal shows the API's reason (or
   * `fallback`) and its field errors. `holdsBusy`: the form stays busy on success (the work leaves the page);
   * `isQuiet`: a button beside the form, which leaves the form's state alone.
   */
  async function run(
    work: () => Promise<Status | void>,
    fallback: string,
    { holdsBusy = false, isQuiet = false }: { holdsBusy?: boolean; isQuiet?: boolean } = {},
  ) {
    if (!isQuiet) {
      setBusy(true);
      setErrors({ fields: {} });
    }
    setStatus(null);
    try {
      const outcome = await work();
      if (outcome) setStatus(outcome);
      if (!isQuiet && !holdsBusy) setBusy(false);
    } catch (failure) {
      const described = describe(failure, fallback);
      if (!isQuiet) {
        setErrors(described);
        setBusy(false);
      }
      setStatus({ kind: 'error', text: described.message! });
    }
  }
  return { errors, setErrors, status, setStatus, busy, run };
}

/** A titled section of the account page (a region named by its heading), its message last. */
function AccountSection({
  id,
  title,
  status,
  children,
}: {
  id: string;
  title: string;
  status: Status;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={`account-${id}-title`}>
      <h2 id={`account-${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
      <Message status={status} />
    </section>
  );
}

/** The submit button of a section's form. */
function SubmitRow({
  busy,
  busyLabel,
  children,
  variant,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  variant?: 'secondary';
}) {
  return (
    <div>
      <Button type="submit" variant={variant} state={busy ? 'loading' : 'default'} stateLabel={busyLabel}>
        {children}
      </Button>
    </div>
  );
}

/** The account settings tab. */
export function AccountSettings() {
  const session = useSession();
  const loginUrl = useCommunityLoginUrl('login');
  const [account, setAccount] = useState<AccountResponse | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    if (session.status !== 'signed-in') return;
    getAccount(session.api).then(setAccount, (failure: unknown) =>
      setLoadError(describe(failure, 'Your account could not be loaded.').message!),
    );
  }, [session.status, session.api]);

  if (session.status === 'loading') return <p>Loading…</p>;
  if (session.status === 'signed-out') {
    return (
      <p>
        <a href={loginUrl}>Log in</a> to change your account settings.
      </p>
    );
  }
  if (loadError) return <p role="alert">{loadError}</p>;
  if (!account) return <p>Loading…</p>;
  return (
    <div className={styles.stack}>
      <EmailSection account={account} onChange={setAccount} />
      <PasswordSection />
      <SignInMethodsSection />
      <SessionsSection />
      <ExportSection />
      <DeleteSection username={session.user?.username ?? ''} />
    </div>
  );
}

function EmailSection({
  account,
  onChange,
}: {
  account: AccountResponse;
  onChange: (a: AccountResponse) => void;
}) {
  const { api } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, status, busy, run } = useSectionAction();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      const next = await changeAccountEmail(
        api,
        account.has_password ? { email, current_password: password } : { email },
      );
      onChange(next);
      setPassword('');
      return {
        kind: 'success',
        text: `Check your inbox at ${next.pending_email ?? email}: we sent a confirmation link there. Your address changes only when you follow it; until then you keep using ${next.email}.`,
      };
    }, 'Your address could not be changed.');
  }

  function handleResend() {
    void run(
      async () => {
        await resendConfirmation(api);
        return { kind: 'success', text: `We sent a new confirmation link to ${account.email}.` };
      },
      'The link could not be sent.',
      { isQuiet: true },
    );
  }

  return (
    <AccountSection id="email" title="Email address" status={status}>
      <p>
        Your address is <strong>{account.email}</strong>{' '}
        {account.email_confirmed ? '(confirmed).' : '(not confirmed yet).'}
      </p>
      {account.email_undeliverable ? (
        <p role="alert">
          Mail to this address bounced or was reported as spam, so we stopped sending to it. Change or confirm
          your address to receive mail again.
        </p>
      ) : null}
      {!account.email_confirmed ? (
        <div>
          <p>
            {account.unconfirmed_rule === 'read_only'
              ? 'Until you confirm it, you can read and vote but not post.'
              : account.unconfirmed_rule === 'no_links'
                ? 'Until you confirm it, what you write cannot contain links.'
                : 'Confirm it so that you can get your password back if you forget it.'}
          </p>
          <Button variant="secondary" size="small" onClick={handleResend}>
            Send a new confirmation link
          </Button>
        </div>
      ) : null}
      {account.pending_email ? <p>Waiting for confirmation: {account.pending_email}.</p> : null}
      <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
        <Field id="account-new-email" label="New email address" error={errors.fields.email}>
          <input
            id="account-new-email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={Boolean(errors.fields.email)}
            aria-describedby={errors.fields.email ? 'account-new-email-error' : undefined}
          />
        </Field>
        {account.has_password ? (
          <Field
            id="account-email-password"
            label="Current password"
            hint="To keep your account yours, a change of address needs your password."
            error={errors.fields.current_password}
          >
            <input
              id="account-email-password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={Boolean(errors.fields.current_password)}
              aria-describedby={
                errors.fields.current_password
                  ? 'account-email-password-error'
                  : 'account-email-password-hint'
              }
            />
          </Field>
        ) : (
          <p className={formStyles.hint}>
            Your account has no password, so a change of address works only within 10 minutes of signing in.
            If it is refused, sign out, sign in again and retry.
          </p>
        )}
        <SubmitRow busy={busy} busyLabel="Sending…">
          Change email address
        </SubmitRow>
      </form>
    </AccountSection>
  );
}

function PasswordSection() {
  const { api, replaceToken } = useSession();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const { errors, setErrors, status, setStatus, busy, run } = useSectionAction();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (next.length < PASSWORD_MIN_LENGTH) {
      setStatus(null);
      setErrors({ fields: { password: `Passwords have at least ${PASSWORD_MIN_LENGTH} characters` } });
      return;
    }
    void run(async () => {
      const { jwt } = await changeAccountPassword(api, { current_password: current, password: next });
      // The change signed out every session, this one too: the session takes the fresh token it returned, so the
      // next call of this page (and of every island) carries it.
      replaceToken(jwt);
      setCurrent('');
      setNext('');
      return { kind: 'success', text: 'Your password is changed. Every other session was signed out.' };
    }, 'Your password could not be changed.');
  }

  return (
    <AccountSection id="password" title="Password" status={status}>
      <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
        <CurrentPasswordField
          id="account-current-password"
          value={current}
          onChange={setCurrent}
          error={errors.fields.current_password}
        />
        <Field
          id="account-new-password"
          label="New password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={errors.fields.password}
        >
          <input
            id="account-new-password"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            value={next}
            onChange={(e) => setNext(e.target.value)}
            aria-invalid={Boolean(errors.fields.password)}
            aria-describedby={`account-new-password-hint${errors.fields.password ? ' account-new-password-error' : ''}`}
          />
        </Field>
        <SubmitRow busy={busy} busyLabel="Saving…">
          Change password
        </SubmitRow>
      </form>
    </AccountSection>
  );
}

/** Reads (and removes from the address) what the single sign-on callback reported: connected, or why not. */
function takeSsoOutcome(): Status {
  const url = new URL(window.location.href);
  const linked = url.searchParams.get('sso_linked');
  const error = url.searchParams.get('sso_error');
  if (!linked && !error) return null;
  url.searchParams.delete('sso_linked');
  url.searchParams.delete('sso_error');
  window.history.replaceState(window.history.state, '', url.toString());
  return error
    ? { kind: 'error', text: error }
    : { kind: 'success', text: 'The sign-in method is connected.' };
}

function SignInMethodsSection() {
  const { api } = useSession();
  const [data, setData] = useState<AccountIdentitiesResponse | null>(null);
  const { status, setStatus, run } = useSectionAction();

  useEffect(() => {
    setStatus(takeSsoOutcome());
    getAccountIdentities(api).then(setData, (failure: unknown) =>
      setStatus({
        kind: 'error',
        text: describe(failure, 'Your sign-in methods could not be loaded.').message!,
      }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);

  if (!data || (data.identities.length === 0 && data.providers.length === 0)) {
    return status ? <Message status={status} /> : null;
  }
  const connected = new Set(data.identities.map((i) => i.provider));

  function handleConnect(provider: AccountIdentitiesResponse['providers'][number]['id']) {
    void run(
      async () => {
        const { url } = await connectAccountIdentity(api, provider);
        window.location.assign(url);
      },
      'The provider could not be connected.',
      { isQuiet: true },
    );
  }

  function handleDisconnect(id: number, label: string) {
    void run(
      async () => {
        await disconnectAccountIdentity(api, id);
        setData(await getAccountIdentities(api));
        return { kind: 'success', text: `${label} is disconnected.` };
      },
      'The provider could not be disconnected.',
      { isQuiet: true },
    );
  }

  return (
    <AccountSection id="sso" title="Sign-in methods" status={status}>
      {data.identities.length > 0 ? (
        <ul aria-label="Connected sign-in methods">
          {data.identities.map((identity) => (
            <li key={identity.id}>
              <strong>{identity.label}</strong>
              {identity.email ? ` (${identity.email})` : ''}, connected on{' '}
              {new Date(identity.created_at).toLocaleDateString('en', { dateStyle: 'medium' })}{' '}
              <Button
                variant="secondary"
                size="small"
                onClick={() => handleDisconnect(identity.id, identity.label)}
                aria-label={`Disconnect ${identity.label}`}
              >
                Disconnect
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>You sign in with your email address and password.</p>
      )}
      {data.has_password ? null : (
        <p>
          Your account has no password. To set one, use “Forgot password?” on the sign-in page: it emails you
          a link.
        </p>
      )}
      {data.providers
        .filter((p) => !connected.has(p.id))
        .map((p) => (
          <div key={p.id}>
            <Button variant="secondary" size="small" onClick={() => handleConnect(p.id)}>
              {`Connect ${p.label}`}
            </Button>
          </div>
        ))}
    </AccountSection>
  );
}

/** A section that is a sentence and one button, whose action reports under it. */
function ActionSection({
  id,
  title,
  label,
  fallback,
  action,
  children,
}: {
  id: string;
  title: string;
  label: string;
  fallback: string;
  /** Leaves the page, or says what happened. */
  action: () => Promise<Status | void>;
  children: ReactNode;
}) {
  const { status, run } = useSectionAction();
  return (
    <AccountSection id={id} title={title} status={status}>
      {children}
      <div>
        <Button variant="secondary" onClick={() => void run(action, fallback, { isQuiet: true })}>
          {label}
        </Button>
      </div>
    </AccountSection>
  );
}

function SessionsSection() {
  const home = useLocalizedPath('/community');
  const { api } = useSession();
  return (
    <ActionSection
      id="sessions"
      title="Sessions"
      label="Sign out everywhere"
      fallback="The sessions could not be signed out."
      action={async () => {
        await signOutEverywhere(api);
        clearStoredToken();
        window.location.assign(home);
      }}
    >
      <p>Signed in on a computer you no longer use? Sign out everywhere, this browser included.</p>
    </ActionSection>
  );
}

function ExportSection() {
  const { api, user } = useSession();
  return (
    <ActionSection
      id="export"
      title="Your data"
      label="Export my data"
      fallback="Your data could not be exported."
      action={async () => {
        const data = await exportAccount(api);
        const url = URL.createObjectURL(
          new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
        );
        const link = document.createElement('a');
        link.href = url;
        link.download = `${user?.slug ?? 'my'}-data.json`;
        link.click();
        URL.revokeObjectURL(url);
        return { kind: 'success', text: 'Your data was downloaded.' };
      }}
    >
      <p>
        Download everything we hold about you — profile, posts, comments, subscriptions and settings — as a
        JSON file.
      </p>
    </ActionSection>
  );
}

function DeleteSection({ username }: { username: string }) {
  const { api } = useSession();
  const home = useLocalizedPath('/community');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, status, busy, run } = useSectionAction();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void run(
      async () => {
        await deleteAccount(api, { current_password: password, confirm });
        clearStoredToken();
        window.location.assign(home);
      },
      'Your account could not be deleted.',
      { holdsBusy: true },
    );
  }

  return (
    <AccountSection id="delete" title="Delete account" status={status}>
      <p>
        Your account, settings and subscriptions are deleted for good. What you wrote stays on the site, shown
        as written by a deleted member. Export your data first if you want a copy.
      </p>
      <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
        <CurrentPasswordField
          id="account-delete-password"
          value={password}
          onChange={setPassword}
          error={errors.fields.current_password}
        />
        <Field
          id="account-delete-confirm"
          label={`Type your username (${username}) to confirm`}
          error={errors.fields.confirm}
        >
          <input
            id="account-delete-confirm"
            type="text"
            autoComplete="off"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            aria-invalid={Boolean(errors.fields.confirm)}
          />
        </Field>
        <SubmitRow busy={busy} busyLabel="Deleting…" variant="secondary">
          Delete my account
        </SubmitRow>
      </form>
    </AccountSection>
  );
}
