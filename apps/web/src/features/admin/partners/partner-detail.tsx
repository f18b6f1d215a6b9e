'use client';
// A partner's admin page: the generic fields and history, plus its logo — uploaded through the API, which
// re-encodes it (a WebP within 480×240), or removed.
import { removePartnerLogo, uploadPartnerLogo } from '@reef/client';
import { PARTNER_LOGO_MAX_BYTES } from '@reef/core';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { describeApiError } from '@/features/editor/api-errors';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { useAdminApi } from '../kit/use-admin-api';
import { useAdminToast } from '../kit/use-admin-toast';
import { ResourceDetail } from '../generic/resource-detail';
import { RESOURCE_SCREENS, type AdminItem } from '../generic/screens';
import styles from './partners.module.css';
import { fillIn } from '../generic/words';
import { useSectionWords } from '../generic/section-words';

/** The file as base64 (without the data: prefix). */
function readBase64(file: File, fileUnreadable: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error(fileUnreadable));
    reader.readAsDataURL(file);
  });
}

/** The logo panel of a partner. */
export function PartnerLogo({ partner, onChange }: { partner: AdminItem; onChange: () => void }) {
  const w = useSectionWords().partners;
  const api = useAdminApi();
  const toast = useAdminToast();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const name = String(partner.name);
  const logoUrl = typeof partner.logo_url === 'string' ? partner.logo_url : null;
  const isUploaded = Boolean(logoUrl && /\/content\/v1\/partners\/\d+\/logo\?v=/.test(logoUrl));

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setError(null);
    if (file.size > PARTNER_LOGO_MAX_BYTES) {
      setError(fillIn(w.tooBig, { size: (file.size / 1024 / 1024).toFixed(1) }));
      return;
    }
    setIsBusy(true);
    try {
      await uploadPartnerLogo(api.ctx, partner.id, await readBase64(file, w.fileUnreadable));
      toast.success(fillIn(w.uploaded, { name }));
      onChange();
    } catch (failure) {
      const described = describeApiError(failure);
      setError(Object.values(described.fields)[0] ?? described.message ?? w.notUploaded);
      toast.error(w.notUploaded, failure);
    } finally {
      setIsBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className={styles.logo}>
      <h2 id={`${inputId}-title`}>{w.logo}</h2>
      {logoUrl && partner.state === 'published' ? (
        // The logo as the directory shows it (the API's re-encoded copy, or the address an editor typed).
        <img src={logoUrl} alt={fillIn(w.logoAlt, { name })} className={styles.logoImage} />
      ) : null}
      <p className={styles.help}>
        {logoUrl
          ? partner.state === 'published'
            ? isUploaded
              ? w.uploadedHere
              : w.fromAddress
            : w.stored
          : w.noLogo}
      </p>
      <div className={styles.actions}>
        <label htmlFor={inputId} className={styles.fileLabel}>
          {logoUrl ? w.replace : w.upload}
          <span className={styles.help}> {w.formats}</span>
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          disabled={isBusy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={upload}
        />
        {isUploaded ? (
          <Button variant="secondary" size="small" disabled={isBusy} onClick={() => setIsConfirming(true)}>
            {w.remove}
          </Button>
        ) : null}
      </div>
      {isBusy ? <p role="status">{w.uploading}</p> : null}
      {error ? (
        <p id={`${inputId}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={isConfirming}
        title={fillIn(w.removeTitle, { name })}
        consequences={<p>{fillIn(w.removeConsequence, { name })}</p>}
        confirmLabel={w.remove}
        isDestructive
        onCancel={() => setIsConfirming(false)}
        onConfirm={async () => {
          try {
            await removePartnerLogo(api.ctx, partner.id);
            toast.success(fillIn(w.removed, { name }));
            onChange();
          } catch (failure) {
            toast.error(w.notRemoved, failure);
          } finally {
            setIsConfirming(false);
          }
        }}
      />
    </section>
  );
}

/** /community/admin/partners/{id}. */
export function PartnerDetail({ id }: { id: string }) {
  return (
    <ResourceDetail screens={RESOURCE_SCREENS.partner} id={id}>
      {(item, reload) => <PartnerLogo partner={item} onChange={reload} />}
    </ResourceDetail>
  );
}
