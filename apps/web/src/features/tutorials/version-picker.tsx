// The version picker of a tutorial in a versioned tutorial group (community-app §7; docs/admin/distributions.md: "so
// readers can pick the tutorial for their version"): the group's tutorials as links, one per distribution version,
// the one being read marked as current. A server component of plain links: the tutorial page ships no code for it
// (its JS budget is spent).
import type { Tutorial } from '@reef/client';
import { contentPath } from '@reef/core';
import Link from '@/components/ui/link';
import { getT } from '@/i18n/translate';
import styles from './version-picker.module.css';

type Version = NonNullable<Tutorial['versions']>[number];

/** What a version is called: "Ubuntu 24.04 (Noble Numbat)", or the tutorial's title when it names no version. */
export function versionLabel(version: Version): string {
  if (!version.version) return version.title;
  const name = [version.distribution, version.version].filter(Boolean).join(' ');
  return version.version_name ? `${name} (${version.version_name})` : name;
}

/** Nothing for a tutorial in no group (or alone in it); else "Choose your version" and the group's tutorials. */
export async function VersionPicker({
  currentId,
  versions,
}: {
  currentId: number;
  versions: readonly Version[];
}) {
  if (versions.length < 2) return null;
  const t = await getT('reading');
  return (
    <nav aria-labelledby="version-picker-title" className={styles.picker}>
      <h2 id="version-picker-title" className={styles.title}>
        {t('versions.title')}
      </h2>
      <ul className={styles.list}>
        {versions.map((version) =>
          version.id === currentId ? (
            <li key={version.id}>
              <a href="#content-title" aria-current="page" className={styles.current}>
                {versionLabel(version)}
              </a>
            </li>
          ) : (
            <li key={version.id}>
              <Link href={contentPath('tutorial', version.slug)} title={version.title}>
                {versionLabel(version)}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
