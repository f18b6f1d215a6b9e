'use client';
// Submit or edit a tool (community-app §6: CREATE_TOOLS "Create tools", MANAGE_TOOLS publishes): name, description,
// website, kind, body with live preview and tags (the content form, configured). A member holding CREATE_TOOLS
// submits a draft that the tool editors (MANAGE_TOOLS) review and publish; the state field shows only to them (the
// API's rule: any state but draft needs MANAGE_TOOLS). Editing someone else's tool is refused before the form shows, with the
// reason; the API refuses it as well.
import { createTool, getToolForEditing, updateTool } from '@reef/client';
import {
  can,
  contentEditPath,
  contentPath,
  isPubliclyVisible,
  STATUSES,
  TOOL_TYPES,
  toolCreateBody,
  type StatusOf,
  type ToolType,
} from '@reef/core';
import { Fragment } from 'react';
import { statusLabel } from '@/lib/format';
import { sessionActor, useSession } from '@/features/auth/session-provider';
import { ContentForm, type LoadedContent } from '@/features/content-form/content-form';
import { DescriptionField, MemberField, SelectField } from '@/features/content-form/fields';
import { splitWords } from '@/features/comments/thread-words';
import { ENGLISH_TOOL_FORM_WORDS, type ToolFormWords } from '@/features/content-form/member-form-words';
import styles from '@/features/editor/form.module.css';

type ToolState = StatusOf<'tool'>;
type ToolDraft = {
  title: string;
  description: string;
  url: string;
  type: ToolType;
  body: string;
  tags: string[];
  state: ToolState;
};
const EMPTY: ToolDraft = {
  title: '',
  description: '',
  url: '',
  type: 'others',
  body: '',
  tags: [],
  state: 'draft',
};
const MAX_TAGS = 10;

/** The API's field names, as the form calls them (a tool's `name` is the form's title field). */
function formIssues(result: ReturnType<typeof toolCreateBody.safeParse>) {
  if (result.success) return result;
  const issues = result.error.issues.map((issue) => ({
    message: issue.message,
    path: issue.path.map((part) => (part === 'name' ? 'title' : part)),
  }));
  return { success: false as const, error: { issues } };
}

/** The new-tool form (no `slug`) or the edit form of the tool `slug`; `words` in the page's language
 * (member-form-words-server.ts), English when not given. */
export function ToolForm({ slug, words: given }: { slug?: string; words?: ToolFormWords }) {
  const words = given ?? ENGLISH_TOOL_FORM_WORDS;
  const stateLabel = (state: ToolState) => statusLabel(state, words.states);
  const actor = sessionActor(useSession().user);
  // Tools are curated: only the tool editors publish or trash one.
  const canPublish = can(actor, 'manage', { type: 'tool' });
  const stateOptions = (loaded: LoadedContent<'tool'> | null): readonly ToolState[] =>
    canPublish ? (loaded ? STATUSES.tool : ['draft', 'published']) : [];

  return (
    <ContentForm
      type="tool"
      slug={slug}
      empty={EMPTY}
      titleLabel={words.name}
      titleHint={words.nameHint}
      words={words.form}
      load={async (api, slug) => {
        const tool = await getToolForEditing(api, slug);
        return {
          content: { id: tool.id, state: tool.state, authorId: tool.author?.id ?? null },
          draft: {
            title: tool.name,
            description: tool.description,
            url: tool.url ?? '',
            type: tool.type,
            body: tool.body_markdown ?? '',
            tags: tool.tags.map((tag) => tag.name),
            state: tool.state,
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
            <MemberField
              formId={formId}
              name="url"
              label={words.website}
              help={words.websiteHelp}
              error={errors.url}
            >
              {(control) => (
                <input
                  {...control}
                  type="url"
                  inputMode="url"
                  maxLength={500}
                  value={draft.url}
                  onChange={(event) => set('url')(event.target.value)}
                />
              )}
            </MemberField>
            <div className={styles.row}>
              <SelectField
                Field={MemberField}
                formId={formId}
                name="type"
                label={words.kind}
                options={TOOL_TYPES}
                optionLabel={(type) => words.toolTypes[type]}
                value={draft.type}
                onChange={set('type')}
                error={errors.type}
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
      body={{ label: words.body, rows: 12 }}
      maxTags={MAX_TAGS}
      check={({ title, url, state: wantedState, ...fields }, loaded) => {
        // A new tool is a draft unless a tool editor publishes it; an edit sends a state only when it moves.
        const state = canPublish ? wantedState : (loaded?.state ?? 'draft');
        return formIssues(
          toolCreateBody.safeParse({
            tool: { ...fields, name: title, url: url.trim() === '' ? null : url.trim(), state },
          }),
        );
      }}
      save={async (api, body, loaded) => {
        const saved =
          slug && loaded
            ? await updateTool(api, loaded.id, {
                tool: {
                  ...body.tool,
                  state: body.tool.state !== loaded.state ? body.tool.state : undefined,
                },
              })
            : await createTool(api, body);
        const isPublic = isPubliclyVisible('tool', saved.state);
        return {
          message: isPublic ? words.saved : loaded ? words.draftSaved : words.submitted,
          href: isPublic ? contentPath('tool', saved.slug) : contentEditPath('tool', saved.slug),
        };
      }}
      submitLabel={(draft, loaded) =>
        loaded
          ? words.saveChanges
          : canPublish && draft.state === 'published'
            ? words.saveAndPublish
            : words.submit
      }
      submittingLabel={words.saving}
    />
  );
}
