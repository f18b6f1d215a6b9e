// The pages that write a question, a tutorial or a tool: /community/<section>/new (behind the create gate) and
// /community/<section>/<slug>/edit. One frame for both kinds; what differs between them is the copy below.
import { getTutorial } from '@reef/client';
import { contentEditPath, isPubliclyVisible, objectTag } from '@reef/core';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container/container';
import { CreateGate, type CreateGateCopy, type DenialWords } from '@/features/auth/create-gate';
import { QuestionForm, type AskedAboutTutorial } from '@/features/questions/question-form';
import { newTutorialGate } from '@/features/tutorials/create-gate-copy';
import { TutorialForm } from '@/features/tutorials/tutorial-form';
import { newToolGate } from '@/features/tools/create-gate-copy';
import { ToolForm } from '@/features/tools/tool-form';
import styles from '@/components/layout/page.module.css';
import { cachedApi, readOptional } from '@/lib/content-api';
import { communityMetadata } from './metadata';
import { getT, type Translate } from '@/i18n/translate';
import { denialWords } from '@/features/auth/create-gate-words';
import { questionFormWords } from '@/features/questions/question-words-server';
import type { ToolFormWords, TutorialFormWords } from '@/features/content-form/member-form-words';
import { toolFormWords, tutorialFormWords } from '@/features/content-form/member-form-words-server';
import { stateWordsOf } from '@/features/admin/shell/state-words';
import { pageLocale } from '@/i18n/page-locale';

type WritableKind = 'question' | 'tutorial' | 'tool';

/** The tutorial and tool forms' words on a page in another language than English (their English is their own). */
type MemberFormWordsOf = { tutorial?: TutorialFormWords; tool?: ToolFormWords };

type KindCopy = {
  section: { label: string; href: string };
  form: (
    slug?: string,
    about?: AskedAboutTutorial,
    reason?: DenialWords,
    words?: MemberFormWordsOf,
  ) => ReactNode;
  gate: CreateGateCopy;
  /** The new page: its crumb, title, lede and meta description. */
  create: { crumb: string; title: string; lede: string; description?: string };
  editTitle: string;
};

/** The words of each kind's pages, in the translator's language. */
function kindCopy(kind: WritableKind, t: Translate): KindCopy {
  switch (kind) {
    case 'question':
      return {
        section: { label: t('crumbs.questions'), href: '/community/questions' },
        form: (slug, about, reason) => (
          <QuestionForm
            slug={slug}
            tutorial={about}
            words={{ ...questionFormWords(t, Boolean(slug)), denialReason: reason }}
          />
        ),
        gate: {
          title: t('ask_page.gate_title'),
          explanation: t('ask_page.gate_explanation'),
          links: [
            { href: '/community/pages/code-of-conduct', label: t('ask_page.gate_conduct') },
            { href: '/community/questions', label: t('ask_page.gate_browse') },
          ],
        },
        create: {
          crumb: t('ask_page.crumb'),
          title: t('ask_page.title'),
          description: t('ask_page.description'),
          lede: t('ask_page.lede'),
        },
        editTitle: t('ask_page.edit_title'),
      };
    case 'tutorial':
      return {
        section: { label: t('crumbs.tutorials'), href: '/community/tutorials' },
        form: (slug, _about, _reason, words) => <TutorialForm slug={slug} words={words?.tutorial} />,
        gate: newTutorialGate(t),
        create: {
          crumb: t('write_page.crumb'),
          title: t('write_page.title'),
          lede: t('write_page.lede'),
        },
        editTitle: t('write_page.edit_title'),
      };
    // spec: community-app §6 — CREATE_TOOLS submits tools from the site; MANAGE_TOOLS publishes them.
    case 'tool':
      return {
        section: { label: t('crumbs.tools'), href: '/community/tools' },
        form: (slug, _about, _reason, words) => <ToolForm slug={slug} words={words?.tool} />,
        gate: newToolGate(t),
        create: {
          crumb: t('tool_page.crumb'),
          title: t('tool_page.title'),
          description: t('tool_page.description'),
          lede: t('tool_page.lede'),
        },
        editTitle: t('tool_page.edit_title'),
      };
  }
}

/** The tutorial or tool form's words when the page is not English (none otherwise: the form says its English). */
async function memberFormWordsOf(kind: WritableKind, t: Translate): Promise<MemberFormWordsOf | undefined> {
  if (kind === 'question' || (await pageLocale()) === 'en') return undefined;
  const states = stateWordsOf(await getT('admin')).content;
  const reason = await denialWords();
  return kind === 'tutorial'
    ? { tutorial: tutorialFormWords(t, states, reason) }
    : { tool: toolFormWords(t, states, reason) };
}

async function FormPage({
  copy,
  crumb,
  title,
  lede,
  children,
}: {
  copy: KindCopy;
  crumb: string;
  title: string;
  lede?: string;
  children: ReactNode;
}) {
  const t = await getT('community');
  const community = t('crumbs.community');
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[{ label: community, href: '/community' }, copy.section, { label: crumb }]}
        title={title}
        lede={lede}
      />
      {children}
    </Container>
  );
}

type NewProps = { searchParams?: Promise<Record<string, string | string[] | undefined>> };

/**
 * The tutorial of `?tutorial={slug}` (the tutorial page's "Ask a question about this tutorial" link), when it is a
 * public tutorial; an unknown or hidden one leaves the form as it is.
 */
async function readAskedAboutTutorial(
  value: string | string[] | undefined,
): Promise<AskedAboutTutorial | undefined> {
  const slug = (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 300);
  if (!slug) return undefined;
  const tutorial = await readOptional(
    () => getTutorial(cachedApi([objectTag.tutorial(slug)]), slug),
    null,
    'the tutorial asked about',
  );
  if (!tutorial || !isPubliclyVisible('tutorial', tutorial.state)) return undefined;
  return { id: tutorial.id, slug: tutorial.slug, title: tutorial.title };
}

/** The page that writes a new question or tutorial, and its metadata (kept out of search indexes). */
export function newContentPage(kind: WritableKind) {
  return {
    async generateMetadata(): Promise<Metadata> {
      const t = await getT('community');
      const { create, section } = kindCopy(kind, t);
      const { title, description } = create;
      return communityMetadata({ path: `${section.href}/new`, title, description }, { noIndex: true });
    },
    async Page({ searchParams }: NewProps) {
      const about =
        kind === 'question' ? await readAskedAboutTutorial((await searchParams)?.tutorial) : undefined;
      const t = await getT('community');
      const copy = kindCopy(kind, t);
      const { create, form } = copy;
      // The reason a member may not create, in the page's language too.
      const gate = { ...copy.gate, reason: await denialWords() };
      const words = await memberFormWordsOf(kind, t);
      return (
        <FormPage copy={copy} crumb={create.crumb} title={create.title} lede={create.lede}>
          <CreateGate type={kind} copy={gate}>
            {form(undefined, about, undefined, words)}
          </CreateGate>
        </FormPage>
      );
    },
  };
}

type EditProps = { params: Promise<{ slug: string }> };

/** The page that edits a question or tutorial by its slug, and its metadata (kept out of search indexes). */
export function editContentPage(kind: WritableKind) {
  return {
    async generateMetadata({ params }: EditProps): Promise<Metadata> {
      const { slug } = await params;
      const t = await getT('community');
      const { editTitle } = kindCopy(kind, t);
      return communityMetadata({ path: contentEditPath(kind, slug), title: editTitle }, { noIndex: true });
    },
    async Page({ params }: EditProps) {
      const { slug } = await params;
      const t = await getT('community');
      const copy = kindCopy(kind, t);
      const { editTitle, form } = copy;
      const reason = kind === 'question' ? await denialWords() : undefined;
      const words = await memberFormWordsOf(kind, t);
      return (
        <FormPage copy={copy} crumb={t('edit_crumb')} title={editTitle}>
          {form(slug, undefined, reason, words)}
        </FormPage>
      );
    },
  };
}
