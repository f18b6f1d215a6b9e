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

function FlagSwitch({ flag, onChanged }: { flag: AdminItem; onChanged: () => void }) {
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
      toast.success(
        `Feature flag ${name} is ${next ? 'on' : 'off'}. The site follows on its next page view.`,
      );
    } catch (error) {
      setIsEnabled(!next);
      toast.error(
        isEditConflict(error)
          ? `Feature flag ${name} was changed by someone else; the list now shows its current state.`
          : `Feature flag ${name} was not switched.`,
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
      aria-label={`${name} enabled`}
      className={styles.switch}
      disabled={isSaving}
      onClick={() => void toggle()}
    >
      {isEnabled ? 'On' : 'Off'}
    </button>
  );
}

/** The feature flags list. */
export function FeatureFlagsList() {
  return (
    <ResourceList
      screens={RESOURCE_SCREENS.feature_flag}
      lede="Switches read by the site. A change applies on the next page view: referral_modal shows or hides the referral announcement, whale_ambience the whale sounds."
      cells={{
        is_enabled: (flag, reload) => (
          <FlagSwitch key={String(flag.updated_at)} flag={flag} onChanged={reload} />
        ),
      }}
    />
  );
}
