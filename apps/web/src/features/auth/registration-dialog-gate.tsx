'use client';
// Mounts the welcome dialog (registration-dialog.tsx) only for a member who has not seen it: its code loads then, and
// no other page view pays for it.
import { useEffect, useState } from 'react';
import { lazyIsland } from '@/lib/lazy-island';
import { useSession } from './session-provider';
import type { RegistrationWords } from './registration-dialog';

const RegistrationDialog = lazyIsland(() =>
  import('./registration-dialog').then((mod) => mod.RegistrationDialog),
);

/** The welcome dialog, loaded once a signed-in member without `has_seen_registration_at` is on the page. `words`: the
 * dialog in the page's language (registrationWords() of registration-words.ts); English without them. */
export function RegistrationDialogGate({
  brandName,
  words,
}: {
  brandName: string;
  words?: RegistrationWords;
}) {
  const { status, user } = useSession();
  const shouldShow = status === 'signed-in' && user !== null && !user.has_seen_registration_at;
  // Latched: the dialog stays mounted (and open until closed) after it marks the member as having seen it.
  const [isNeeded, setIsNeeded] = useState(false);
  useEffect(() => {
    if (shouldShow) setIsNeeded(true);
  }, [shouldShow]);
  return isNeeded ? <RegistrationDialog brandName={brandName} words={words} /> : null;
}
