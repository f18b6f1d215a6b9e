// Examples of the main payloads in the OpenAPI document: what a tutorial, a question, a comment and a
// member look like on the wire, and what a client sends to create them. The lint test checks each one
// against its operation's schema, so an example cannot drift from the API.
type Json = Record<string, unknown>;

const author = {
  id: 7,
  slug: 'sammy',
  username: 'sammy',
  first_name: 'Sammy',
  gravatar: 'https://api.example.com/content/v1/avatars/5d41402abc4b2a76b9719d911017c592.svg',
  avatar_url: null,
};

const abilities = { read: true, update: false, delete: false, moderate: false };

const publicTutorial = {
  id: 42,
  type: 'tutorial',
  slug: 'how-to-install-nginx-on-ubuntu',
  title: 'How to Install Nginx on Ubuntu',
  description: 'Install Nginx, open the firewall and serve your first page.',
  sub_type: 'tutorial',
  state: 'published',
  language: 'en',
  author,
  tags: [{ id: 3, name: 'Nginx', slug: 'nginx', type: 'tag' }],
  upvotes_count: 12,
  views_count: 3480,
  comments_count: 4,
  published_at: '2026-11-02T09:30:00.000Z',
  created_at: '2026-10-28T14:05:12.000Z',
  updated_at: '2026-11-02T09:30:00.000Z',
  version: 3,
  body_html:
    '<h2 id="step-1"><a class="hash-anchor" href="#step-1" aria-hidden="true"></a><a href="#step-1">Step 1</a></h2>\n<p>Install it with <code>apt install nginx</code>.</p>\n',
  headings: [{ slug: 'step-1', content: 'Step 1', text: 'Step 1', html: 'Step 1', level: 2 }],
  renderer_version: '1.1.0',
  series: [],
  translations: [],
  translation_of_id: null,
};

const tutorial = { ...publicTutorial, abilities };

const question = {
  id: 314,
  type: 'question',
  slug: 'why-does-my-server-refuse-ssh-connections',
  title: 'Why does my server refuse SSH connections?',
  state: 'published',
  language: 'en',
  author,
  tags: [{ id: 5, name: 'SSH', slug: 'ssh', type: 'tag' }],
  tutorial_id: null,
  accepted_answer_id: null,
  upvotes_count: 2,
  views_count: 57,
  answers_count: 1,
  comments_count: 1,
  last_activity_at: '2026-11-20T18:44:03.000Z',
  created_at: '2026-11-20T17:02:41.000Z',
  updated_at: '2026-11-20T17:02:41.000Z',
  abilities,
  body_html: '<p>ssh says connection refused. What should I check first?</p>\n',
  body_markdown: 'ssh says connection refused. What should I check first?',
  headings: [],
  is_subscribed: false,
  is_upvoted: false,
};

const comment = {
  id: 1001,
  type: 'answer',
  parent_type: 'question',
  parent_id: 314,
  root_type: 'question',
  root_id: 314,
  state: 'published',
  body_html: '<p>Check that <code>sshd</code> is running and that the firewall allows port 22.</p>\n',
  body_markdown: 'Check that `sshd` is running and that the firewall allows port 22.',
  author,
  upvotes_count: 3,
  replies_count: 0,
  is_featured: false,
  is_accepted: true,
  root: { title: question.title, slug: question.slug },
  created_at: '2026-11-20T18:44:03.000Z',
  updated_at: '2026-11-20T18:44:03.000Z',
  abilities,
};

const user = {
  ...author,
  last_name: 'Shark',
  bio: 'Writes about Linux servers.',
  location: 'New York',
  company: null,
  website_url: 'https://sammy.example.org',
  twitter_handle: null,
  github_handle: 'sammy',
  created_at: '2025-03-14T10:00:00.000Z',
  abilities,
};

/** Examples by operationId: the request body and the success response. */
const EXAMPLES: Record<string, { request?: unknown; response?: unknown }> = {
  getTutorial: { response: tutorial },
  createTutorial: {
    request: {
      tutorial: {
        title: 'How to Install Nginx on Ubuntu',
        description: 'Install Nginx, open the firewall and serve your first page.',
        body: '## Step 1\n\nInstall it with `apt install nginx`.',
        tags: ['nginx'],
        state: 'draft',
      },
    },
    response: { ...tutorial, state: 'draft', published_at: null, version: 1 },
  },
  getContentTutorial: { response: publicTutorial },
  getQuestion: { response: question },
  createQuestion: {
    request: {
      question: {
        title: 'Why does my server refuse SSH connections?',
        body: 'ssh says connection refused. What should I check first?',
        tags: ['ssh'],
      },
    },
    response: question,
  },
  getComment: { response: comment },
  createComment: {
    request: {
      comment: {
        body: 'Check that `sshd` is running and that the firewall allows port 22.',
        type: 'answer',
        parent_type: 'question',
        parent_id: 314,
      },
    },
    response: { ...comment, is_accepted: false },
  },
  getUser: { response: user },
};

function successMedia(operation: Json): Json | undefined {
  const responses = (operation.responses ?? {}) as Record<string, Json>;
  const status = Object.keys(responses).find((s) => /^2/.test(s));
  const content = status ? (responses[status]!.content as Record<string, Json> | undefined) : undefined;
  return content?.['application/json'];
}

export const openapiExamples = {
  /** Operation ids that carry examples (the lint test checks each against its schema). */
  operationIds: Object.keys(EXAMPLES),
  /** Puts the operation's examples, if it has any, on its request body and success response. */
  apply(operation: Json): void {
    const examples = EXAMPLES[operation.operationId as string];
    if (!examples) return;
    const media = successMedia(operation);
    if (media && examples.response !== undefined) media.example = examples.response;
    const body = (operation.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
    if (body?.['application/json'] && examples.request !== undefined)
      body['application/json'].example = examples.request;
  },
};
