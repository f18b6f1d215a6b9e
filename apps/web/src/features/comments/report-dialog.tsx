'use client';
// Report an item to the moderators with one of the spec's reasons (content-and-presentation §3: spam, offensive,
// off-topic, other).
import { reportContent } from '@reef/client';
import { REPORT_REASONS, type ReportReason, type ReportableType } from '@reef/core';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { useSession } from '@/features/auth/session-provider';
import { describeApiError, type ApiErrorWords } from '@/features/editor/api-errors';
import { useToast } from '@/components/ui/toast/toast-provider';
import styles from './comments.module.css';

/** What the report dialog says, in the page's language (thread-words-server.ts). */
export type ReportWords = {
  title: string;
  legend: string;
  reasons: Record<ReportReason, string>;
  details: string;
  chooseReason: string;
  thanks: string;
  sending: string;
  send: string;
  cancel: string;
  /** The failures' messages (English when not given). */
  errors?: ApiErrorWords;
};

/** The dialog's English words, for the callers that pass none. */
export const ENGLISH_REPORT_WORDS: ReportWords = {
  title: 'Report',
  legend: 'Why should moderators look at this?',
  reasons: {
    spam: 'Spam or advertising',
    offensive: 'Offensive, abusive or hateful',
    'off-topic': 'Off-topic',
    other: 'Something else',
  },
  details: 'Details (optional)',
  chooseReason: 'Choose a reason.',
  thanks: 'Thank you. The moderators will review it.',
  sending: 'Sending…',
  send: 'Send report',
  cancel: 'Cancel',
};

/** The report dialog for one item. */
export function ReportDialog({
  type,
  id,
  open,
  onClose,
  words = ENGLISH_REPORT_WORDS,
}: {
  type: ReportableType;
  id: number;
  open: boolean;
  onClose: () => void;
  words?: ReportWords;
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
      setError(words.chooseReason);
      return;
    }
    setState('loading');
    try {
      await reportContent(api, { type, id, reason, details: details.trim() });
      showToast(words.thanks, { type: 'success', durationMs: 4000 });
      onClose();
    } catch (failure) {
      setError(describeApiError(failure, words.errors).message);
    } finally {
      setState('default');
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={words.title}>
      <form onSubmit={handleSubmit} className={styles.reportForm} noValidate>
        <fieldset aria-describedby={error ? `${formId}-error` : undefined}>
          <legend>{words.legend}</legend>
          {REPORT_REASONS.map((value) => (
            <label key={value} className={styles.radio}>
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {words.reasons[value]}
            </label>
          ))}
        </fieldset>
        <label className={styles.detailsLabel} htmlFor={`${formId}-details`}>
          {words.details}
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
          <Button type="submit" state={state} stateLabel={words.sending}>
            {words.send}
          </Button>
          <Button type="button" variant="tertiary" onClick={onClose}>
            {words.cancel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
