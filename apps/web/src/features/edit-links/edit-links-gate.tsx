'use client';
// The edit links of a public page (edit-links.tsx, with the permission rules and the admin-area table of @reef/core)
// load for signed-in members only: readers, who never see them, never download them.
import { useSession } from '@/features/auth/session-provider';
import { lazyIsland } from '@/lib/lazy-island';
import type { EditableObject } from './edit-links';
import type { EditLinkWords } from '@/features/votes/action-words';

const EditLinks = lazyIsland(() => import('./edit-links').then((mod) => mod.EditLinks));

/** EditLinks for a signed-in member; nothing otherwise. */
export function EditLinksGate(props: { object: EditableObject; label: string; words?: EditLinkWords }) {
  const { status } = useSession();
  return status === 'signed-in' ? <EditLinks {...props} /> : null;
}
