'use client';
// Write or edit a tutorial: title, description, body with live preview, kind, language and tags (the content form,
// configured). Members save drafts; publishing is an editorial move (the server refuses it by the core transition
// table; the state field shows only to those the same table lets move the tutorial, with the states it allows).
// Editing someone else's tutorial is refused by the same rules before the form shows (`can(member, 'update',
// tutorial)`), with the reason.
import { createTutorial, getTutorialForEditing, updateTutorial } from '@reef/client';
import {
  canMoveStatus,
  contentEditPath,
  contentPath,
  isPubliclyVisible,
  statusTargets,
  STATUSES,
  tutorialCreateBody,
  type Language,
  type StatusOf,
  type TutorialSubtype,
} from '@reef/core';
import { Fragment } from 'react';
import { statusLabel } from '@/lib/format';
import { sessionActor, useSession } from '@/features/auth/session-provider';
import { ContentForm, type LoadedContent } from '@/features/content-form/content-form';
import {
  DescriptionField,
  LanguageField,
  MemberField,
  SelectField,
  SubtypeField,
} from '@/features/content-form/fields';
import { splitWords } from '@/features/comments/thread-words';
import {
  ENGLISH_TUTORIAL_FORM_WORDS,
  type TutorialFormWords,
} from '@/features/content-form/member-form-words';
import styles from '@/features/editor/form.module.css';

type TutorialState = StatusOf<'tutorial'>;
type TutorialDraft = {
  title: string;
  description: string;
  body: string;
  sub_type: TutorialSubtype;
  language: Language;
  tags: string[];
  state: TutorialState;
};
const EMPTY: TutorialDraft = {
  title: '',
  description: '',
  body: '',
  sub_type: 'tutorial',
  language: 'en',
  tags: [],
  state: 'draft',
};
const MAX_TAGS = 10;

/** The new-tutorial form (no `slug`) or the edit form of the tutorial `slug`; `words` in the page's language
 * (member-form-words-server.ts), English when not given. */
export function TutorialForm({ slug, words: given }: { slug?: string; words?: TutorialFormWords }) {
  const words = given ?? ENGLISH_TUTORIAL_FORM_WORDS;
  const stateLabel = (state: TutorialState) => statusLabel(state, words.states);
  const actor = sessionActor(useSession().user);
  const canPublish = canMoveStatus(
    actor,
    { type: 'tutorial', ownerId: actor?.id ?? null, status: 'draft' },
    'published',
  );
  const subjectOf = (loaded: LoadedContent<'tutorial'>) =>
    ({ type: 'tutorial', ownerId: loaded.authorId, status: loaded.state }) as const;
  // New: draft, or published for those who may publish. Editing: where it stands and where the table lets it go.
  const stateOptions = (loaded: LoadedContent<'tutorial'> | null): TutorialState[] =>
    loaded
      ? [loaded.state, ...(statusTargets(actor, subjectOf(loaded)) as TutorialState[])].sort(
          (a, b) => STATUSES.tutorial.indexOf(a) - STATUSES.tutorial.indexOf(b),
        )
      : canPublish
        ? ['draft', 'published']
        : [];

  return (
    <ContentForm
      type="tutorial"
      slug={slug}
      empty={EMPTY}
      load={async (api, slug) => {
        const tutorial = await getTutorialForEditing(api, slug);
        return {
          content: { id: tutorial.id, state: tutorial.state, authorId: tutorial.author?.id ?? null },
          draft: {
            title: tutorial.title,
            description: tutorial.description,
            body: tutorial.body_markdown ?? '',
            sub_type: tutorial.sub_type,
            language: tutorial.language,
            tags: tutorial.tags.map((tag) => tag.name),
            state: tutorial.state,
          },
        };
      }}
      signedOut={({ login }) =>
        splitWords(words.signedOut).map(({ text, name }) => (
          <Fragment key={`${text}${name ?? ''}`}>
            {text}
            {name === 'login' ? <a href={login}>{words.logIn}</a> : null}
          </Fragment>
        ))
      }
      denial={{
        title: words.denialTitle,
        explanation: words.denialExplanation,
        backLabel: words.denialBack,
        reason: words.denialReason,
      }}
      words={words.form}
      extraFields={({ formId, draft, loaded, set, errors }) => {
        const options = stateOptions(loaded);
        return (
          <>
            <DescriptionField
              Field={MemberField}
              formId={formId}
              value={draft.description}
              onChange={set('description')}
              error={errors.description}
              label={words.description}
              help={words.descriptionHelp}
            />
            <div className={styles.row}>
              <SubtypeField
                Field={MemberField}
                formId={formId}
                name="kind"
                label={words.kind}
                words={words.subtypes}
                value={draft.sub_type}
                onChange={set('sub_type')}
              />
              <LanguageField
                Field={MemberField}
                formId={formId}
                value={draft.language}
                onChange={set('language')}
                label={words.form.language}
              />
              {options.length > 1 ? (
                <SelectField
                  Field={MemberField}
                  formId={formId}
                  name="state"
                  label={words.status}
                  options={options}
                  optionLabel={stateLabel}
                  value={draft.state}
                  onChange={set('state')}
                />
              ) : null}
            </div>
          </>
        );
      }}
      body={{ label: words.body, rows: 24 }}
      maxTags={MAX_TAGS}
      check={({ state: wantedState, ...fields }, loaded) => {
        // A new tutorial is a draft unless its author may publish; an edit sends a state only when it moves, and
        // only a move the transition table allows (an author editing their published tutorial keeps it published).
        const subject = loaded ? subjectOf(loaded) : null;
        const state = subject
          ? wantedState !== subject.status && canMoveStatus(actor, subject, wantedState)
            ? wantedState
            : subject.status
          : canPublish && wantedState === 'published'
            ? 'published'
            : 'draft';
        return tutorialCreateBody.safeParse({ tutorial: { ...fields, state } });
      }}
      save={async (api, body, loaded) => {
        const saved =
          slug && loaded
            ? await updateTutorial(api, loaded.id, {
                tutorial: {
                  ...body.tutorial,
                  state: body.tutorial.state !== loaded.state ? body.tutorial.state : undefined,
                },
              })
            : await createTutorial(api, body);
        const isPublic = isPubliclyVisible('tutorial', saved.state);
        return {
          message: isPublic ? words.saved : words.draftSaved,
          href: isPublic ? contentPath('tutorial', saved.slug) : contentEditPath('tutorial', saved.slug),
        };
      }}
      submitLabel={(draft, loaded) =>
        loaded
          ? words.saveChanges
          : canPublish && draft.state === 'published'
            ? words.saveAndPublish
            : words.saveDraft
      }
      submittingLabel={words.saving}
    />
  );
}
