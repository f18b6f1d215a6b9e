'use client';
// Report an item to the moderators with one of the spec's reasons (content-and-presentation §3: spam, offensive,
// off-topic, other).
import { reportContent } from '@reef/client';
import { REPORT_REASONS, type ReportReason, type ReportableType } from '@reef/core';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { useSession } from '@/features/auth/session-provider';
import { describeApiError } from '@/features/editor/api-errors';
import { useToast } from '@/components/ui/toast/toast-provider';
import styles from './comments.module.css';

const REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  offensive: 'Offensive, abusive or hateful',
  'off-topic': 'Off-topic',
  other: 'Something else',
};

/** The report dialog for one item. */
export function ReportDialog({
  type,
  id,
  open,
  onClose,
}: {
  type: ReportableType;
  id: number;
  open: boolean;
  onClose: () => void;
}) {
  const { api } = useSession();
  const { showToast } = useToast();
  const formId = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<'default' | 'loading'>('default');

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason) {
      setError('Choose a reason.');
      return;
    }
    setState('loading');
    try {
      await reportContent(api, { type, id, reason, details: details.trim() });
      showToast('Thank you. The moderators will review it.', { type: 'success', durationMs: 4000 });
      onClose();
    } catch (failure) {
      setError(describeApiError(failure).message);
    } finally {
      setState('default');
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title="Report">
      <form onSubmit={handleSubmit} className={styles.reportForm} noValidate>
        <fieldset aria-describedby={error ? `${formId}-error` : undefined}>
          <legend>Why should moderators look at this?</legend>
          {REPORT_REASONS.map((value) => (
            <label key={value} className={styles.radio}>
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {REASON_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <label className={styles.detailsLabel} htmlFor={`${formId}-details`}>
          Details (optional)
        </label>
        <textarea
          id={`${formId}-details`}
          rows={3}
          value={details}
          maxLength={2000}
          onChange={(event) => setDetails(event.target.value)}
        />
        {error ? (
          <p id={`${formId}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.formActions}>
          <Button type="submit" state={state} stateLabel="Sending…">
            Send report
          </Button>
          <Button type="button" variant="tertiary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
