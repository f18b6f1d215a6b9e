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

const FORM_ID = 'spam-test';
const LABELS = { text: 'Text', ip: 'IP address', new_member: 'As a new member' };

function Verdict({ result }: { result: SpamCheckResult }) {
  const rule = result.rule;
  const title =
    result.verdict === 'spam'
      ? 'It would be stored as spam.'
      : result.verdict === 'under_review'
        ? 'It would be held for review.'
        : 'It would be published: no rule fires.';
  return (
    <div className={styles.verdict} data-verdict={result.verdict}>
      <p className={styles.verdictTitle}>{title}</p>
      {rule?.kind === 'spam_phrase' ? (
        <p>
          Rule: the spam phrase “{rule.value}”.{' '}
          <Link href={`/community/admin/spam/phrases?search=${encodeURIComponent(rule.value)}`}>
            Find it in the spam phrases
          </Link>
        </p>
      ) : null}
      {rule?.kind === 'spam_ip' ? (
        <p>
          Rule: the spam IP {rule.value.includes('/') ? 'range' : 'address'} {rule.value}.{' '}
          <Link href={`/community/admin/spam/ips?search=${encodeURIComponent(rule.value)}`}>
            Find it in the spam IPs
          </Link>
        </p>
      ) : null}
      {rule?.kind === 'permitted_domains' ? (
        <p>
          Rule: links outside the permitted domains ({rule.hosts.join(', ')}) from a member who joined less
          than a week ago.
        </p>
      ) : null}
      {result.hosts.length > 0 ? <p>Linked hosts: {result.hosts.join(', ')}.</p> : null}
      {result.hosts.length > 0 && result.permitted_domains === 0 ? (
        <p>The permitted-domains rule is off: no domain is listed.</p>
      ) : null}
    </div>
  );
}

/** The test box of the spam lists. */
export function SpamTestBox() {
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
      <h2 id="spam-test-heading">Test a text or an IP address</h2>
      <p className={styles.lede}>
        Runs the spam checks a new question or comment meets (the address first, then the phrases, then the
        links) and names the rule that would fire. Nothing is posted. Moderators’ own posts are never checked.
      </p>
      <form id={FORM_ID} onSubmit={handleSubmit} noValidate>
        <FormErrorSummary formId={FORM_ID} errors={form.errors} labels={LABELS} />
        <div className={styles.testFields}>
          <Field
            formId={FORM_ID}
            name="text"
            label={LABELS.text}
            error={form.of('text')}
            help="Markdown, as posted."
          >
            {(control) => (
              <textarea
                {...control}
                rows={4}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </Field>
          <Field
            formId={FORM_ID}
            name="ip"
            label={LABELS.ip}
            error={form.of('ip')}
            help="The address the post would come from (optional)."
          >
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
        <Field
          formId={FORM_ID}
          name="new_member"
          label="As a new member (joined less than a week ago): the only members whose links are held"
          isInline
        >
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
          stateLabel="Testing…"
        >
          Test
        </Button>
      </form>
      <div role="status" aria-live="polite">
        {result ? <Verdict result={result} /> : null}
      </div>
    </section>
  );
}
