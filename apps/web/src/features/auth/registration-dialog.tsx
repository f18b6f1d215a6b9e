'use client';
// The post-registration welcome dialog (spec: community-app §4 "Registration dialog").
import Link from '@/components/ui/link';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Details } from '@/components/ui/details/details';
import { Dialog } from '@/components/ui/dialog/dialog';
import { useSession } from './session-provider';
import styles from './registration-dialog.module.css';
import { around, fillIn } from '@/components/layout/header/header-words';

/** The dialog's words in the page's language (registration-words.ts builds them on the server); `{brand}`, `{name}`
 * and the `{links}` stay in place. */
export type RegistrationWords = {
  welcomeTitle: string;
  welcomeTitleNamed: string;
  whatsNext: string;
  intro: string;
  highlights: readonly string[];
  startExploring: string;
  askSummary: string;
  askText: string;
  askLink: string;
  learnSummary: string;
  learnText: string;
  tutorialsLink: string;
  pathLink: string;
  profileSummary: string;
  profileText: string;
  profileLink: string;
  loopSummary: string;
  loopText: string;
  newsletterLink: string;
  back: string;
  done: string;
};

/** Today's English, while the root layout passes no words. */
export const ENGLISH_REGISTRATION_WORDS: RegistrationWords = {
  welcomeTitle: 'Welcome to the {brand} Community!',
  welcomeTitleNamed: 'Welcome to the {brand} Community, {name}!',
  whatsNext: "What's next",
  intro:
    'Your account is ready. Ask questions, share what you know in answers and tutorials, and follow the topics you care about.',
  highlights: [
    'Thousands of tutorials, written and tested by engineers.',
    'Answers from a community of developers.',
    'Notifications when someone answers or mentions you.',
  ],
  startExploring: 'Start exploring',
  askSummary: 'Ask your first question',
  askText: 'Stuck on something? {link} — a clear title and the steps you tried get the fastest answers.',
  askLink: 'Ask the community',
  learnSummary: 'Learn with tutorials',
  learnText: 'Browse {tutorials} by topic, or follow a {path} from first steps to production.',
  tutorialsLink: 'tutorials',
  pathLink: 'learning path',
  profileSummary: 'Complete your profile',
  profileText: 'Add a photo and a short bio in {link} so others know who they are talking to.',
  profileLink: 'your profile settings',
  loopSummary: 'Stay in the loop',
  loopText: 'Get the best new tutorials every week in the {link}.',
  newsletterLink: 'newsletter',
  back: 'Back',
  done: 'Done',
};

type View = 'welcome' | 'next';

/** Shows once for a member without `has_seen_registration_at`, then sets it and refreshes the user. */
export function RegistrationDialog({
  brandName,
  words = ENGLISH_REGISTRATION_WORDS,
}: {
  brandName: string;
  words?: RegistrationWords;
}) {
  const { status, user, updateUser } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  const [view, setView] = useState<View>('welcome');
  const hasMarked = useRef(false);

  const shouldShow = status === 'signed-in' && user !== null && !user.has_seen_registration_at;

  useEffect(() => {
    if (!shouldShow || hasMarked.current) return;
    hasMarked.current = true;
    // Latched open: the refreshed user has the date set, yet the dialog stays until closed.
    setIsOpen(true);
    updateUser({ has_seen_registration_at: new Date().toISOString() }).catch((error: unknown) =>
      console.warn('Could not record the welcome dialog as seen', error),
    );
  }, [shouldShow, updateUser]);

  const name = user?.first_name || user?.username || '';
  const close = () => setIsOpen(false);
  const [askBefore, askAfter] = around(words.askText, 'link');
  const [learnBefore, learnRest] = around(words.learnText, 'tutorials');
  const [learnBetween, learnAfter] = around(learnRest, 'path');
  const [profileBefore, profileAfter] = around(words.profileText, 'link');
  const [loopBefore, loopAfter] = around(words.loopText, 'link');

  return (
    <Dialog
      open={isOpen}
      onClose={close}
      title={
        view === 'welcome'
          ? fillIn(
              fillIn(name ? words.welcomeTitleNamed : words.welcomeTitle, 'brand', brandName),
              'name',
              name,
            )
          : words.whatsNext
      }
      size="wide"
    >
      {view === 'welcome' ? (
        <div className={styles.view}>
          <p>{words.intro}</p>
          <ul className={styles.highlights}>
            {words.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Button onClick={() => setView('next')}>{words.whatsNext}</Button>
            <Button variant="secondary" onClick={close}>
              {words.startExploring}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.view}>
          <Details summary={words.askSummary} open>
            <p>
              {askBefore}
              <Link href="/community/questions/new">{words.askLink}</Link>
              {askAfter}
            </p>
          </Details>
          <Details summary={words.learnSummary}>
            <p>
              {learnBefore}
              <Link href="/community/tutorials">{words.tutorialsLink}</Link>
              {learnBetween}
              <Link href="/community/learning-paths">{words.pathLink}</Link>
              {learnAfter}
            </p>
          </Details>
          <Details summary={words.profileSummary}>
            {user ? (
              <p>
                {profileBefore}
                <Link href="/community/settings/profile" onClick={close}>
                  {words.profileLink}
                </Link>
                {profileAfter}
              </p>
            ) : null}
          </Details>
          <Details summary={words.loopSummary}>
            <p>
              {loopBefore}
              <Link href="/community/newsletter">{words.newsletterLink}</Link>
              {loopAfter}
            </p>
          </Details>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setView('welcome')}>
              {words.back}
            </Button>
            <Button onClick={close}>{words.done}</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
