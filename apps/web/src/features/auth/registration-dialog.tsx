'use client';
// The post-registration welcome dialog (spec: community-app §4 "Registration dialog").
import Link from '@/components/ui/link';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Details } from '@/components/ui/details/details';
import { Dialog } from '@/components/ui/dialog/dialog';
import { useSession } from './session-provider';
import styles from './registration-dialog.module.css';

type View = 'welcome' | 'next';

/** Shows once for a member without `has_seen_registration_at`, then sets it and refreshes the user. */
export function RegistrationDialog({ brandName }: { brandName: string }) {
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

  return (
    <Dialog
      open={isOpen}
      onClose={close}
      title={
        view === 'welcome'
          ? `Welcome to the ${brandName} Community${name ? `, ${name}` : ''}!`
          : "What's next"
      }
      size="wide"
    >
      {view === 'welcome' ? (
        <div className={styles.view}>
          <p>
            Your account is ready. Ask questions, share what you know in answers and tutorials, and follow the
            topics you care about.
          </p>
          <ul className={styles.highlights}>
            <li>Thousands of tutorials, written and tested by engineers.</li>
            <li>Answers from a community of developers.</li>
            <li>Notifications when someone answers or mentions you.</li>
          </ul>
          <div className={styles.actions}>
            <Button onClick={() => setView('next')}>What&apos;s next</Button>
            <Button variant="secondary" onClick={close}>
              Start exploring
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.view}>
          <Details summary="Ask your first question" open>
            <p>
              Stuck on something? <Link href="/community/questions/new">Ask the community</Link> — a clear
              title and the steps you tried get the fastest answers.
            </p>
          </Details>
          <Details summary="Learn with tutorials">
            <p>
              Browse <Link href="/community/tutorials">tutorials</Link> by topic, or follow a{' '}
              <Link href="/community/learning-paths">learning path</Link> from first steps to production.
            </p>
          </Details>
          <Details summary="Complete your profile">
            {user ? (
              <p>
                Add a photo and a short bio in{' '}
                <Link href="/community/settings/profile" onClick={close}>
                  your profile settings
                </Link>{' '}
                so others know who they are talking to.
              </p>
            ) : null}
          </Details>
          <Details summary="Stay in the loop">
            <p>
              Get the best new tutorials every week in the{' '}
              <Link href="/community/newsletter">newsletter</Link>.
            </p>
          </Details>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setView('welcome')}>
              Back
            </Button>
            <Button onClick={close}>Done</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
