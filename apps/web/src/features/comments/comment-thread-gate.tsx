'use client';
// The reader's thread is rendered on the server (server-comment-thread.tsx) with small islands; the interactive
// thread (comment-thread.tsx: posting, replying, editing, reporting, more pages, the member's held items, a
// `?comment=` target) loads only when it is needed, and takes over in place: for a signed-in member, for an address
// with `?comment=`, or when 'Load more' is pressed. A visitor who only reads never downloads it.
import {
  lazy,
  Suspense,
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useCommunityLoginUrl } from '@/features/auth/login-links';
import { useSession } from '@/features/auth/session-provider';
import type { CommentThreadProps } from './comment-thread';
import { SignInLinks } from './sign-in-links';
import type { ThreadWords } from './thread-words';
import styles from './comments.module.css';

const loadThread = () => import('./comment-thread');
const CommentThread = lazy(() => loadThread().then((mod) => ({ default: mod.CommentThread })));

type Takeover = { loadMore: () => void; preload: () => void };
const TakeoverContext = createContext<Takeover | null>(null);

/** The server-rendered thread (`children`) until the interactive one is needed, then that one. */
export function CommentThreadGate({ children, ...props }: CommentThreadProps & { children: ReactNode }) {
  const { status } = useSession();
  const [state, setState] = useState<'server' | 'interactive' | 'load-more'>('server');

  useEffect(() => {
    if (status === 'signed-in') setState((current) => (current === 'server' ? 'interactive' : current));
  }, [status]);

  useEffect(() => {
    if (new URL(window.location.href).searchParams.has('comment'))
      setState((current) => (current === 'server' ? 'interactive' : current));
  }, []);

  const takeover = useMemo<Takeover>(
    () => ({ loadMore: () => setState('load-more'), preload: () => void loadThread() }),
    [],
  );
  const serverThread = <TakeoverContext.Provider value={takeover}>{children}</TakeoverContext.Provider>;
  if (state === 'server') return serverThread;
  return (
    <Suspense fallback={serverThread}>
      <CommentThread {...props} loadsMoreAtStart={state === 'load-more'} />
    </Suspense>
  );
}

/** 'Load more' of the server-rendered thread: hands over to the interactive thread, which loads the next page. */
export function ThreadLoadMoreButton({ label }: { label: string }) {
  const takeover = useContext(TakeoverContext);
  return (
    <button
      type="button"
      className={styles.moreButton}
      onClick={() => takeover?.loadMore()}
      onPointerEnter={() => takeover?.preload()}
      onFocus={() => takeover?.preload()}
    >
      {label}
    </button>
  );
}

/** The invitation to log in or sign up under a thread, for signed-out visitors. */
export function ThreadSignInPrompt({ words }: { words: Pick<ThreadWords, 'signIn' | 'logIn' | 'signUp'> }) {
  const { status } = useSession();
  const loginUrl = useCommunityLoginUrl('login');
  const registerUrl = useCommunityLoginUrl('register');
  if (status !== 'signed-out') return null;
  return <SignInLinks words={words} loginUrl={loginUrl} registerUrl={registerUrl} />;
}
