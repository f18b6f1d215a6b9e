// The pages that write a question, a tutorial or a tool: /community/<section>/new (behind the create gate) and
// /community/<section>/<slug>/edit. One frame for both kinds; what differs between them is the copy below.
import { getTutorial } from '@reef/client';
import { contentEditPath, isPubliclyVisible, objectTag } from '@reef/core';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container/container';
import { CreateGate, type CreateGateCopy } from '@/features/auth/create-gate';
import { NEW_QUESTION_GATE } from '@/features/questions/create-gate-copy';
import { QuestionForm, type AskedAboutTutorial } from '@/features/questions/question-form';
import { NEW_TUTORIAL_GATE } from '@/features/tutorials/create-gate-copy';
import { TutorialForm } from '@/features/tutorials/tutorial-form';
import { NEW_TOOL_GATE } from '@/features/tools/create-gate-copy';
import { ToolForm } from '@/features/tools/tool-form';
import styles from '@/components/layout/page.module.css';
import { cachedApi, readOptional } from '@/lib/content-api';
import { communityMetadata } from './metadata';

type WritableKind = 'question' | 'tutorial' | 'tool';

type KindCopy = {
  section: { label: string; href: string };
  form: (slug?: string, about?: AskedAboutTutorial) => ReactNode;
  gate: CreateGateCopy;
  /** The new page: its crumb, title, lede and meta description. */
  create: { crumb: string; title: string; lede: string; description?: string };
  editTitle: string;
};

const KINDS: Record<WritableKind, KindCopy> = {
  question: {
    section: { label: 'Questions', href: '/community/questions' },
    form: (slug, about) => <QuestionForm slug={slug} tutorial={about} />,
    gate: NEW_QUESTION_GATE,
    create: {
      crumb: 'Ask',
      title: 'Ask a question',
      description: 'Ask the developer community.',
      lede: 'Good questions get answers faster: say what you want to do, what you tried, and what happened.',
    },
    editTitle: 'Edit question',
  },
  tutorial: {
    section: { label: 'Tutorials', href: '/community/tutorials' },
    form: (slug) => <TutorialForm slug={slug} />,
    gate: NEW_TUTORIAL_GATE,
    create: {
      crumb: 'New',
      title: 'Write a tutorial',
      lede: 'Your draft is private until an editor publishes it. Everything you type is kept on this device until you save.',
    },
    editTitle: 'Edit tutorial',
  },
  // spec: community-app §6 — CREATE_TOOLS submits tools from the site; MANAGE_TOOLS publishes them.
  tool: {
    section: { label: 'Tools', href: '/community/tools' },
    form: (slug) => <ToolForm slug={slug} />,
    gate: NEW_TOOL_GATE,
    create: {
      crumb: 'Submit',
      title: 'Submit a tool',
      description: 'Suggest a library, app, course or service for the tools directory.',
      lede: 'Your tool is a draft until a tool editor reviews and publishes it. Everything you type is kept on this device until you save.',
    },
    editTitle: 'Edit tool',
  },
};

function FormPage({
  kind,
  crumb,
  title,
  lede,
  children,
}: {
  kind: WritableKind;
  crumb: string;
  title: string;
  lede?: string;
  children: ReactNode;
}) {
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[{ label: 'Community', href: '/community' }, KINDS[kind].section, { label: crumb }]}
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
  const { create, section, gate, form } = KINDS[kind];
  return {
    generateMetadata(): Promise<Metadata> {
      const { title, description } = create;
      return communityMetadata({ path: `${section.href}/new`, title, description }, { noIndex: true });
    },
    async Page({ searchParams }: NewProps) {
      const about =
        kind === 'question' ? await readAskedAboutTutorial((await searchParams)?.tutorial) : undefined;
      return (
        <FormPage kind={kind} crumb={create.crumb} title={create.title} lede={create.lede}>
          <CreateGate type={kind} copy={gate}>
            {form(undefined, about)}
          </CreateGate>
        </FormPage>
      );
    },
  };
}

type EditProps = { params: Promise<{ slug: string }> };

/** The page that edits a question or tutorial by its slug, and its metadata (kept out of search indexes). */
export function editContentPage(kind: WritableKind) {
  const { editTitle, form } = KINDS[kind];
  return {
    async generateMetadata({ params }: EditProps): Promise<Metadata> {
      const { slug } = await params;
      return communityMetadata({ path: contentEditPath(kind, slug), title: editTitle }, { noIndex: true });
    },
    async Page({ params }: EditProps) {
      const { slug } = await params;
      return (
        <FormPage kind={kind} crumb="Edit" title={editTitle}>
          {form(slug)}
        </FormPage>
      );
    },
  };
}
