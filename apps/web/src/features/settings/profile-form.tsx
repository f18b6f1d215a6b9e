'use client';
// The member's own profile: name, bio, avatar, location, company, website, GitHub and X handles. Checked with the API's
// own schema (the handle rules and messages of content-and-presentation §5) before sending; the server checks again.
import { removeAvatar, uploadAvatar } from '@reef/client';
import {
  AVATAR_MAX_BYTES,
  LANGUAGES,
  userUpdateBody,
  userProfilePath,
  type UserUpdateBody,
} from '@reef/core';
import Link from '@/components/ui/link';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Avatar } from '@/components/ui/avatar/avatar';
import { Button } from '@/components/ui/button/button';
import { useCommunityLoginUrl } from '@/features/auth/login-links';
import { useSession } from '@/features/auth/session-provider';
import { describeApiError, fieldErrorsFromIssues, type FormErrors } from '@/features/editor/api-errors';
import { useToast } from '@/components/ui/toast/toast-provider';
import { languageName } from '@/lib/format';
// Next.js's own router: the new language's address is meant as it is (src/i18n/use-router.ts).
import { useRouter } from 'next/navigation';
import { useSiteLocale, useSitePath } from '@/i18n/locale-context';
import { isSiteLocale, localizedPath } from '@/i18n/locale-path';
import { LANGUAGE_CHOICE_KEY } from '@/features/language/language-storage';
import formStyles from '@/features/editor/form.module.css';
import styles from './settings.module.css';
import { around } from '@/components/layout/header/header-words';

type FieldName = Exclude<keyof ProfileFields, 'language'>;

/** The form's words in the page's language (settings-words.ts builds them on the server). */
export type ProfileFormWords = {
  loading: string;
  logIn: string;
  /** With `{login}` where the "Log in" link goes. */
  signedOut: string;
  avatar: {
    label: string;
    hint: string;
    invalidType: string;
    tooLarge: string;
    saved: string;
    removed: string;
    removing: string;
    remove: string;
  };
  fields: Record<FieldName, { label: string; hint?: string }>;
  fixFields: string;
  saved: string;
  language: string;
  languageHint: string;
  saving: string;
  save: string;
  view: string;
};

const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** The file's bytes as base64 (without the data: prefix). */
function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** Upload or remove the avatar: the server re-encodes it to a small square (no metadata kept). */
function AvatarField({ words }: { words: ProfileFormWords['avatar'] }) {
  const session = useSession();
  const { showToast } = useToast();
  const id = useId();
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<'default' | 'loading'>('default');
  const { user } = session;
  if (!user) return null;

  const handleFile = async (file: File | undefined, input: HTMLInputElement) => {
    if (!file) return;
    setError(undefined);
    if (!AVATAR_TYPES.includes(file.type)) return setError(words.invalidType);
    if (file.size > AVATAR_MAX_BYTES) return setError(words.tooLarge);
    setState('loading');
    try {
      await uploadAvatar(session.api, user.slug, await readAsBase64(file));
      await session.refreshUser();
      showToast(words.saved, { type: 'success' });
    } catch (failure) {
      const described = describeApiError(failure);
      setError(described.fields.data ?? described.message);
    } finally {
      setState('default');
      input.value = '';
    }
  };

  const handleRemove = async () => {
    setState('loading');
    try {
      await removeAvatar(session.api, user.slug);
      await session.refreshUser();
      showToast(words.removed, { type: 'success' });
    } catch (failure) {
      setError(describeApiError(failure).message);
    } finally {
      setState('default');
    }
  };

  return (
    <div className={formStyles.field}>
      <label htmlFor={`${id}-avatar`}>{words.label}</label>
      <p id={`${id}-avatar-hint`} className={formStyles.hint}>
        {words.hint}
      </p>
      <div className={styles.avatarRow}>
        <span data-testid="avatar-preview">
          <Avatar user={user} size={88} />
        </span>
        <input
          id={`${id}-avatar`}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          disabled={state === 'loading'}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-avatar-hint${error ? ` ${id}-avatar-error` : ''}`}
          onChange={(event) => void handleFile(event.target.files?.[0], event.target)}
        />
        {user.avatar_url ? (
          <Button
            type="button"
            variant="tertiary"
            size="small"
            onClick={() => void handleRemove()}
            state={state}
            stateLabel={words.removing}
          >
            {words.remove}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-avatar-error`} className={formStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type ProfileFields = {
  first_name: string;
  last_name: string;
  bio: string;
  location: string;
  company: string;
  website_url: string;
  github_handle: string;
  twitter_handle: string;
  /** The member's language: their emails and the API's pages and messages follow it (issue #31). */
  language: string;
};
const FIELDS: {
  name: FieldName;
  multiline?: boolean;
  maxLength: number;
  autoComplete?: string;
  type?: string;
}[] = [
  { name: 'first_name', maxLength: 100, autoComplete: 'given-name' },
  { name: 'last_name', maxLength: 100, autoComplete: 'family-name' },
  {
    name: 'bio',
    multiline: true,
    maxLength: 2000,
  },
  { name: 'location', maxLength: 200, autoComplete: 'address-level2' },
  { name: 'company', maxLength: 200, autoComplete: 'organization' },
  {
    name: 'website_url',
    maxLength: 500,
    autoComplete: 'url',
    type: 'url',
  },
  { name: 'github_handle', maxLength: 39 },
  { name: 'twitter_handle', maxLength: 15 },
];

const EMPTY: ProfileFields = {
  first_name: '',
  last_name: '',
  bio: '',
  location: '',
  company: '',
  website_url: '',
  github_handle: '',
  twitter_handle: '',
  language: 'en',
};

/** Empty text clears a field (null); handles lose a leading @ that members often type. */
function toPatch(values: ProfileFields): UserUpdateBody['user'] {
  const clean = (value: string) => (value.trim() === '' ? null : value.trim());
  const handle = (value: string) => clean(value.trim().replace(/^@/, ''));
  return {
    first_name: clean(values.first_name),
    last_name: clean(values.last_name),
    bio: clean(values.bio),
    location: clean(values.location),
    company: clean(values.company),
    website_url: clean(values.website_url),
    github_handle: handle(values.github_handle),
    twitter_handle: handle(values.twitter_handle),
    language: values.language as (typeof LANGUAGES)[number],
  };
}

/** The profile section of the settings. */
export function ProfileForm({ words }: { words: ProfileFormWords }) {
  const session = useSession();
  const { showToast } = useToast();
  const router = useRouter();
  const pageLocale = useSiteLocale();
  const sitePath = useSitePath();
  const loginUrl = useCommunityLoginUrl('login');
  const id = useId();
  const [values, setValues] = useState<ProfileFields>(EMPTY);
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [state, setState] = useState<'default' | 'loading'>('default');
  const errorSummary = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused save the focus goes to the first field to fix (issue #30, item 7), the summary when none is
  // marked; the summary is announced either way (role="alert").
  const focusFirstProblem = () =>
    requestAnimationFrame(() =>
      (formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? errorSummary.current)?.focus(),
    );
  const { user } = session;

  // Fill the form once from the signed-in member (later refreshes of the user must not undo typing).
  useEffect(() => {
    if (!user || loadedFor === user.slug) return;
    setLoadedFor(user.slug);
    setValues({
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      bio: user.bio ?? '',
      location: user.location ?? '',
      company: user.company ?? '',
      website_url: user.website_url ?? '',
      github_handle: user.github_handle ?? '',
      twitter_handle: user.twitter_handle ?? '',
      language: user.language ?? 'en',
    });
  }, [user, loadedFor]);

  if (session.status === 'loading') return <p>{words.loading}</p>;
  if (session.status === 'signed-out' || !user) {
    const [before, after] = around(words.signedOut, 'login');
    return (
      <p>
        {before}
        <a href={loginUrl}>{words.logIn}</a>
        {after}
      </p>
    );
  }

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = userUpdateBody.safeParse({ user: toPatch(values) });
    if (!parsed.success) {
      setErrors({
        fields: fieldErrorsFromIssues(parsed.error.issues),
        message: words.fixFields,
      });
      focusFirstProblem();
      return;
    }
    setErrors({ fields: {} });
    setState('loading');
    // The language the member had before this save: only a change of it moves the interface.
    const before = session.user?.language ?? 'en';
    try {
      await session.updateUser(parsed.data.user);
      showToast(words.saved, { type: 'success' });
      // The interface follows the member's new language (issue #31): the same page in it, remembered on this browser.
      const language = parsed.data.user.language;
      if (isSiteLocale(language) && language !== before && language !== pageLocale) {
        try {
          localStorage.setItem(LANGUAGE_CHOICE_KEY, language);
        } catch {
          // storage refused: the offer of their language brings them back to it
        }
        router.replace(localizedPath(sitePath, language));
      }
    } catch (failure) {
      setErrors(describeApiError(failure));
      focusFirstProblem();
    } finally {
      setState('default');
    }
  };

  return (
    <form
      ref={formRef}
      className={formStyles.form}
      onSubmit={handleSubmit}
      noValidate
      aria-describedby={errors.message ? `${id}-summary` : undefined}
    >
      {errors.message ? (
        <div
          id={`${id}-summary`}
          ref={errorSummary}
          tabIndex={-1}
          role="alert"
          className={formStyles.summary}
        >
          {errors.message}
        </div>
      ) : null}
      <AvatarField words={words.avatar} />
      {FIELDS.map((field) => {
        const inputId = `${id}-${field.name}`;
        const error = errors.fields[field.name];
        const { label, hint } = words.fields[field.name];
        const describedBy =
          [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ') ||
          undefined;
        const common = {
          id: inputId,
          name: field.name,
          value: values[field.name],
          maxLength: field.maxLength,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
        } as const;
        return (
          <div key={field.name} className={formStyles.field}>
            <label htmlFor={inputId}>{label}</label>
            {hint ? (
              <p id={`${inputId}-hint`} className={formStyles.hint}>
                {hint}
              </p>
            ) : null}
            {field.multiline ? (
              <textarea
                {...common}
                rows={5}
                onChange={(event) =>
                  setValues((current) => ({ ...current, [field.name]: event.target.value }))
                }
              />
            ) : (
              <input
                {...common}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete ?? 'off'}
                spellCheck={field.name.endsWith('_handle') ? false : undefined}
                onChange={(event) =>
                  setValues((current) => ({ ...current, [field.name]: event.target.value }))
                }
              />
            )}
            {error ? (
              <p id={`${inputId}-error`} className={formStyles.error}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className={formStyles.field}>
        <label htmlFor={`${id}-language`}>{words.language}</label>
        <p id={`${id}-language-hint`} className={formStyles.hint}>
          {words.languageHint}
        </p>
        <select
          id={`${id}-language`}
          name="language"
          value={values.language}
          aria-describedby={`${id}-language-hint`}
          onChange={(event) => setValues((current) => ({ ...current, language: event.target.value }))}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {languageName(code)}
            </option>
          ))}
        </select>
      </div>
      <div className={formStyles.actions}>
        <Button type="submit" state={state} stateLabel={words.saving}>
          {words.save}
        </Button>
        <Link href={userProfilePath(user.slug)}>{words.view}</Link>
      </div>
    </form>
  );
}
