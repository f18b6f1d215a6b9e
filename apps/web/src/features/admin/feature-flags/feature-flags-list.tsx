'use client';
// /community/admin/feature_flags: the generic list with a switch in each row. A switch saves at once (with the
// version the list read, so a flag someone else changed meanwhile is not switched blindly) and says what it did;
// the site reads flags fresh, so the effect shows on the next page view (e.g. `referral_modal` off: the referral
// announcement no longer opens).
import { featureFlagResource } from '@reef/core';
import { useState } from 'react';
import { isEditConflict } from '../generic/resource-form';
import { ResourceList } from '../generic/resource-list';
import { RESOURCE_SCREENS, type AdminItem } from '../generic/screens';
import { useAdminApi } from '../kit/use-admin-api';
import { useAdminToast } from '../kit/use-admin-toast';
import styles from '../kit/admin.module.css';
import { fill } from '../shell/admin-words';

/** The list's own words in the page's language (`{name}` where the flag's name goes). */
export type FeatureFlagsWords = {
  lede: string;
  on: string;
  off: string;
  enabled: string;
  switchedOn: string;
  switchedOff: string;
  conflict: string;
  failed: string;
};

const ENGLISH: FeatureFlagsWords = {
  lede: 'Switches read by the site. A change applies on the next page view: referral_modal shows or hides the referral announcement, whale_ambience the whale sounds.',
  on: 'On',
  off: 'Off',
  enabled: '{name} enabled',
  switchedOn: 'Feature flag {name} is on. The site follows on its next page view.',
  switchedOff: 'Feature flag {name} is off. The site follows on its next page view.',
  conflict: 'Feature flag {name} was changed by someone else; the list now shows its current state.',
  failed: 'Feature flag {name} was not switched.',
};

function FlagSwitch({
  flag,
  onChanged,
  words: w,
}: {
  flag: AdminItem;
  onChanged: () => void;
  words: FeatureFlagsWords;
}) {
  const api = useAdminApi();
  const toast = useAdminToast();
  const [isEnabled, setIsEnabled] = useState(flag.is_enabled === true);
  const [isSaving, setIsSaving] = useState(false);
  const name = String(flag.name);

  const toggle = async () => {
    const next = !isEnabled;
    setIsSaving(true);
    setIsEnabled(next);
    try {
      await api.update(
        featureFlagResource,
        flag.id,
        { is_enabled: next },
        { expectedUpdatedAt: String(flag.updated_at) },
      );
      toast.success(fill(next ? w.switchedOn : w.switchedOff, { name }));
    } catch (error) {
      setIsEnabled(!next);
      toast.error(
        isEditConflict(error) ? fill(w.conflict, { name }) : fill(w.failed, { name }),
        isEditConflict(error) ? undefined : error,
      );
    } finally {
      setIsSaving(false);
      onChanged();
    }
  };

  return (
    <button
      type="button"
      role="switch"
      aria-checked={isEnabled}
      aria-label={fill(w.enabled, { name })}
      className={styles.switch}
      disabled={isSaving}
      onClick={() => void toggle()}
    >
      {isEnabled ? w.on : w.off}
    </button>
  );
}

/** The feature flags list. */
export function FeatureFlagsList({ words: w = ENGLISH }: { words?: FeatureFlagsWords } = {}) {
  return (
    <ResourceList
      screens={RESOURCE_SCREENS.feature_flag}
      lede={w.lede}
      cells={{
        is_enabled: (flag, reload) => (
          <FlagSwitch key={String(flag.updated_at)} flag={flag} onChanged={reload} words={w} />
        ),
      }}
    />
  );
}
