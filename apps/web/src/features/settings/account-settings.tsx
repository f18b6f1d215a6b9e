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
import { createContext, useContext, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import { useCommunityLoginUrl } from '@/features/auth/login-links';
import { useSession } from '@/features/auth/session-provider';
import { clearStoredToken } from '@/features/auth/token-storage';
import { describeApiError, type FormErrors } from '@/features/editor/api-errors';
import formStyles from '@/features/editor/form.module.css';
import styles from './settings.module.css';
import { useLocalizedPath, useSiteLocale } from '@/i18n/locale-context';
import { around, fillIn } from '@/components/layout/header/header-words';

/** The tab's words in the page's language (settings-words.ts builds them on the server); `{placeholders}` are the
 * values only the browser knows. */
export type AccountWords = {
  loading: string;
  logIn: string;
  /** With `{login}`. */
  signedOut: string;
  loadFailed: string;
  currentPassword: string;
  saving: string;
  email: {
    title: string;
    /** With `{email}`. */
    addressConfirmed: string;
    /** With `{email}`. */
    addressUnconfirmed: string;
    undeliverable: string;
    ruleReadOnly: string;
    ruleNoLinks: string;
    ruleConfirm: string;
    resend: string;
    /** With `{email}`. */
    pending: string;
    newEmail: string;
    passwordHint: string;
    noPasswordHint: string;
    sending: string;
    submit: string;
    /** With `{pending}` and `{email}`. */
    checkInbox: string;
    changeFailed: string;
    /** With `{email}`. */
    resent: string;
    resendFailed: string;
  };
  password: {
    title: string;
    tooShort: string;
    changed: string;
    changeFailed: string;
    newPassword: string;
    hint: string;
    submit: string;
  };
  sso: {
    title: string;
    connected: string;
    loadFailed: string;
    connectFailed: string;
    /** With `{label}`. */
    disconnected: string;
    disconnectFailed: string;
    listLabel: string;
    /** With `{date}`. */
    connectedOn: string;
    /** With `{label}`. */
    disconnectLabel: string;
    disconnect: string;
    passwordOnly: string;
    noPassword: string;
    /** With `{label}`. */
    connect: string;
  };
  sessions: { title: string; button: string; failed: string; text: string };
  export: { title: string; button: string; failed: string; done: string; text: string };
  delete: {
    title: string;
    text: string;
    /** With `{username}`. */
    confirm: string;
    deleting: string;
    submit: string;
    failed: string;
  };
};

const AccountWordsContext = createContext<AccountWords | null>(null);

function useWords(): AccountWords {
  const words = useContext(AccountWordsContext);
  if (!words) throw new Error('AccountSettings provides its words');
  return words;
}

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
  const words = useWords();
  return (
    <Field id={id} label={words.currentPassword} error={error}>
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
export function AccountSettings({ words }: { words: AccountWords }) {
  return (
    <AccountWordsContext.Provider value={words}>
      <AccountTabs />
    </AccountWordsContext.Provider>
  );
}

function AccountTabs() {
  const words = useWords();
  const session = useSession();
  const loginUrl = useCommunityLoginUrl('login');
  const [account, setAccount] = useState<AccountResponse | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    if (session.status !== 'signed-in') return;
    getAccount(session.api).then(setAccount, (failure: unknown) =>
      setLoadError(describe(failure, words.loadFailed).message!),
    );
  }, [session.status, session.api, words.loadFailed]);

  if (session.status === 'loading') return <p>{words.loading}</p>;
  if (session.status === 'signed-out') {
    const [before, after] = around(words.signedOut, 'login');
    return (
      <p>
        {before}
        <a href={loginUrl}>{words.logIn}</a>
        {after}
      </p>
    );
  }
  if (loadError) return <p role="alert">{loadError}</p>;
  if (!account) return <p>{words.loading}</p>;
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
  const { email: w, ...words } = useWords();
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
        text: fillIn(fillIn(w.checkInbox, 'pending', next.pending_email ?? email), 'email', next.email),
      };
    }, w.changeFailed);
  }

  function handleResend() {
    void run(
      async () => {
        await resendConfirmation(api);
        return { kind: 'success', text: fillIn(w.resent, 'email', account.email) };
      },
      w.resendFailed,
      { isQuiet: true },
    );
  }

  const [addressBefore, addressAfter] = around(
    account.email_confirmed ? w.addressConfirmed : w.addressUnconfirmed,
    'email',
  );
  return (
    <AccountSection id="email" title={w.title} status={status}>
      <p>
        {addressBefore}
        <strong>{account.email}</strong>
        {addressAfter}
      </p>
      {account.email_undeliverable ? <p role="alert">{w.undeliverable}</p> : null}
      {!account.email_confirmed ? (
        <div>
          <p>
            {account.unconfirmed_rule === 'read_only'
              ? w.ruleReadOnly
              : account.unconfirmed_rule === 'no_links'
                ? w.ruleNoLinks
                : w.ruleConfirm}
          </p>
          <Button variant="secondary" size="small" onClick={handleResend}>
            {w.resend}
          </Button>
        </div>
      ) : null}
      {account.pending_email ? <p>{fillIn(w.pending, 'email', account.pending_email)}</p> : null}
      <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
        <Field id="account-new-email" label={w.newEmail} error={errors.fields.email}>
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
            label={words.currentPassword}
            hint={w.passwordHint}
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
          <p className={formStyles.hint}>{w.noPasswordHint}</p>
        )}
        <SubmitRow busy={busy} busyLabel={w.sending}>
          {w.submit}
        </SubmitRow>
      </form>
    </AccountSection>
  );
}

function PasswordSection() {
  const { api, replaceToken } = useSession();
  const { password: w, saving } = useWords();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const { errors, setErrors, status, setStatus, busy, run } = useSectionAction();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (next.length < PASSWORD_MIN_LENGTH) {
      setStatus(null);
      setErrors({ fields: { password: w.tooShort } });
      return;
    }
    void run(async () => {
      const { jwt } = await changeAccountPassword(api, { current_password: current, password: next });
      // The change signed out every session, this one too: the session takes the fresh token it returned, so the
      // next call of this page (and of every island) carries it.
      replaceToken(jwt);
      setCurrent('');
      setNext('');
      return { kind: 'success', text: w.changed };
    }, w.changeFailed);
  }

  return (
    <AccountSection id="password" title={w.title} status={status}>
      <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
        <CurrentPasswordField
          id="account-current-password"
          value={current}
          onChange={setCurrent}
          error={errors.fields.current_password}
        />
        <Field id="account-new-password" label={w.newPassword} hint={w.hint} error={errors.fields.password}>
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
        <SubmitRow busy={busy} busyLabel={saving}>
          {w.submit}
        </SubmitRow>
      </form>
    </AccountSection>
  );
}

/** Reads (and removes from the address) what the single sign-on callback reported: connected, or why not. */
function takeSsoOutcome(connected: string): Status {
  const url = new URL(window.location.href);
  const linked = url.searchParams.get('sso_linked');
  const error = url.searchParams.get('sso_error');
  if (!linked && !error) return null;
  url.searchParams.delete('sso_linked');
  url.searchParams.delete('sso_error');
  window.history.replaceState(window.history.state, '', url.toString());
  return error ? { kind: 'error', text: error } : { kind: 'success', text: connected };
}

function SignInMethodsSection() {
  const { api } = useSession();
  const { sso: w } = useWords();
  const locale = useSiteLocale();
  const [data, setData] = useState<AccountIdentitiesResponse | null>(null);
  const { status, setStatus, run } = useSectionAction();

  useEffect(() => {
    setStatus(takeSsoOutcome(w.connected));
    getAccountIdentities(api).then(setData, (failure: unknown) =>
      setStatus({
        kind: 'error',
        text: describe(failure, w.loadFailed).message!,
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
      w.connectFailed,
      { isQuiet: true },
    );
  }

  function handleDisconnect(id: number, label: string) {
    void run(
      async () => {
        await disconnectAccountIdentity(api, id);
        setData(await getAccountIdentities(api));
        return { kind: 'success', text: fillIn(w.disconnected, 'label', label) };
      },
      w.disconnectFailed,
      { isQuiet: true },
    );
  }

  return (
    <AccountSection id="sso" title={w.title} status={status}>
      {data.identities.length > 0 ? (
        <ul aria-label={w.listLabel}>
          {data.identities.map((identity) => (
            <li key={identity.id}>
              <strong>{identity.label}</strong>
              {identity.email ? ` (${identity.email})` : ''}
              {fillIn(
                w.connectedOn,
                'date',
                new Date(identity.created_at).toLocaleDateString(locale, { dateStyle: 'medium' }),
              )}{' '}
              <Button
                variant="secondary"
                size="small"
                onClick={() => handleDisconnect(identity.id, identity.label)}
                aria-label={fillIn(w.disconnectLabel, 'label', identity.label)}
              >
                {w.disconnect}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{w.passwordOnly}</p>
      )}
      {data.has_password ? null : <p>{w.noPassword}</p>}
      {data.providers
        .filter((p) => !connected.has(p.id))
        .map((p) => (
          <div key={p.id}>
            <Button variant="secondary" size="small" onClick={() => handleConnect(p.id)}>
              {fillIn(w.connect, 'label', p.label)}
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
  const { sessions: w } = useWords();
  return (
    <ActionSection
      id="sessions"
      title={w.title}
      label={w.button}
      fallback={w.failed}
      action={async () => {
        await signOutEverywhere(api);
        clearStoredToken();
        window.location.assign(home);
      }}
    >
      <p>{w.text}</p>
    </ActionSection>
  );
}

function ExportSection() {
  const { api, user } = useSession();
  const { export: w } = useWords();
  return (
    <ActionSection
      id="export"
      title={w.title}
      label={w.button}
      fallback={w.failed}
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
        return { kind: 'success', text: w.done };
      }}
    >
      <p>{w.text}</p>
    </ActionSection>
  );
}

function DeleteSection({ username }: { username: string }) {
  const { api } = useSession();
  const { delete: w } = useWords();
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
      w.failed,
      { holdsBusy: true },
    );
  }

  return (
    <AccountSection id="delete" title={w.title} status={status}>
      <p>{w.text}</p>
      <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
        <CurrentPasswordField
          id="account-delete-password"
          value={password}
          onChange={setPassword}
          error={errors.fields.current_password}
        />
        <Field
          id="account-delete-confirm"
          label={fillIn(w.confirm, 'username', username)}
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
        <SubmitRow busy={busy} busyLabel={w.deleting} variant="secondary">
          {w.submit}
        </SubmitRow>
      </form>
    </AccountSection>
  );
}
