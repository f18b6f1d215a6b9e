'use client';
// "Test this text/IP": runs the API's own spam checks on a text and/or an address, as a new post from a member would
// meet them, and says which rule would fire (the listed phrase, the listed address or range, or the links outside
// the permitted domains) and what would happen to the post. Nothing is posted or stored.
import { testSpamCheck, type SpamCheckResult } from '@reef/client';
import { spamCheckBody } from '@reef/core';
import Link from '@/components/ui/link';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { Field, FormErrorSummary, useAdminApi, useFormErrors } from '@/features/admin/kit';
import styles from './spam.module.css';
import { fill } from '../shell/admin-words';
import type { SpamTestWords } from './spam-words';

const FORM_ID = 'spam-test';
function Verdict({ result, words: w }: { result: SpamCheckResult; words: SpamTestWords }) {
  const rule = result.rule;
  const title =
    result.verdict === 'spam'
      ? w.verdictSpam
      : result.verdict === 'under_review'
        ? w.verdictReview
        : w.verdictPublished;
  return (
    <div className={styles.verdict} data-verdict={result.verdict}>
      <p className={styles.verdictTitle}>{title}</p>
      {rule?.kind === 'spam_phrase' ? (
        <p>
          {fill(w.rulePhrase, { value: rule.value })}{' '}
          <Link href={`/community/admin/spam/phrases?search=${encodeURIComponent(rule.value)}`}>
            {w.findPhrase}
          </Link>
        </p>
      ) : null}
      {rule?.kind === 'spam_ip' ? (
        <p>
          {fill(rule.value.includes('/') ? w.ruleIpRange : w.ruleIpAddress, { value: rule.value })}{' '}
          <Link href={`/community/admin/spam/ips?search=${encodeURIComponent(rule.value)}`}>{w.findIp}</Link>
        </p>
      ) : null}
      {rule?.kind === 'permitted_domains' ? (
        <p>{fill(w.ruleDomains, { hosts: rule.hosts.join(', ') })}</p>
      ) : null}
      {result.hosts.length > 0 ? <p>{fill(w.linkedHosts, { hosts: result.hosts.join(', ') })}</p> : null}
      {result.hosts.length > 0 && result.permitted_domains === 0 ? <p>{w.ruleOff}</p> : null}
    </div>
  );
}

/** The test box of the spam lists. */
export function SpamTestBox({ words: w }: { words: SpamTestWords }) {
  const LABELS = w.labels;
  const api = useAdminApi();
  const form = useFormErrors();
  const [text, setText] = useState('');
  const [ip, setIp] = useState('');
  const [isNewMember, setIsNewMember] = useState(true);
  const [result, setResult] = useState<SpamCheckResult | null>(null);
  const [isTesting, setIsTesting] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { text, ip: ip.trim() === '' ? undefined : ip.trim(), new_member: isNewMember };
    setResult(null);
    if (!form.check(spamCheckBody, { spam_check: input })) return;
    setIsTesting(true);
    try {
      setResult(await testSpamCheck(api.ctx, input));
      form.clear();
    } catch (failure) {
      form.fromApiError(failure);
    } finally {
      setIsTesting(false);
    }
  };

  return (
    <section className={styles.testBox} aria-labelledby="spam-test-heading">
      <h2 id="spam-test-heading">{w.heading}</h2>
      <p className={styles.lede}>{w.lede}</p>
      <form id={FORM_ID} onSubmit={handleSubmit} noValidate>
        <FormErrorSummary formId={FORM_ID} errors={form.errors} labels={LABELS} />
        <div className={styles.testFields}>
          <Field formId={FORM_ID} name="text" label={LABELS.text} error={form.of('text')} help={w.textHelp}>
            {(control) => (
              <textarea
                {...control}
                rows={4}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </Field>
          <Field formId={FORM_ID} name="ip" label={LABELS.ip} error={form.of('ip')} help={w.ipHelp}>
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={ip}
                onChange={(event) => setIp(event.target.value)}
              />
            )}
          </Field>
        </div>
        <Field formId={FORM_ID} name="new_member" label={w.newMemberLabel} isInline>
          {(control) => (
            <input
              {...control}
              type="checkbox"
              checked={isNewMember}
              onChange={(event) => setIsNewMember(event.target.checked)}
            />
          )}
        </Field>
        <Button
          type="submit"
          variant="secondary"
          state={isTesting ? 'loading' : 'default'}
          stateLabel={w.testing}
        >
          {w.test}
        </Button>
      </form>
      <div role="status" aria-live="polite">
        {result ? <Verdict result={result} words={w} /> : null}
      </div>
    </section>
  );
}
