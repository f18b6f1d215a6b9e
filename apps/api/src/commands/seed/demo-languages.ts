// The demo in German, Spanish, Japanese and Chinese (issue #31, item 6): in each language five tutorials (two
// translations of English demo tutorials, linked to their original so its page offers "Read in: …", and three
// written in that language) and three questions with answers, by members who write in it. Idempotent like the
// rest of the demo seed: every item is looked up by its slug first.
import { slugify, type Actor, type PermissionFlag } from '@reef/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { questions, tutorials } from '../../db/schema/index.js';
import { createComment } from '../../resources/comments/index.js';
import { createQuestion, updateQuestion } from '../../resources/questions/index.js';
import { createTutorial } from '../../resources/tutorials/index.js';
import { addUpvote } from '../../resources/upvotes/index.js';
import { DEMO_TUTORIALS, type DemoTutorial } from './content.js';
import { DEMO_LOCAL_QUESTIONS, DEMO_LOCAL_TUTORIALS, type DemoLanguage } from './demo-languages-content.js';

export type { DemoLanguage };
export const DEMO_LANGUAGES: DemoLanguage[] = ['de', 'es', 'ja', 'zh'];

/** Members who write in the demo languages (besides Mei and Lucas), with the demo members' published password. */
export const DEMO_LANGUAGE_MEMBERS: {
  username: string;
  firstName: string;
  password: string;
  flags: PermissionFlag[];
}[] = [
  { username: 'jonas', firstName: 'Jonas', password: 'reef-demo-password', flags: [] },
  { username: 'sofia', firstName: 'Sofía', password: 'reef-demo-password', flags: [] },
  { username: 'haruto', firstName: 'Haruto', password: 'reef-demo-password', flags: [] },
  { username: 'wei', firstName: 'Wei', password: 'reef-demo-password', flags: [] },
];

/** A translation of an English demo tutorial: the original by its title, what changes in the language. */
export type DemoTranslation = {
  original: string;
  language: DemoLanguage;
  slug: string;
  translator: string;
  title: string;
  description: string;
};

const NGINX = 'How To Install Nginx on Ubuntu 24.04';
const LETS_ENCRYPT = "How To Secure Nginx with Let's Encrypt";

export const DEMO_TRANSLATIONS: DemoTranslation[] = [
  {
    original: NGINX,
    language: 'de',
    slug: 'nginx-unter-ubuntu-24-04-installieren',
    translator: 'jonas',
    title: 'Nginx unter Ubuntu 24.04 installieren',
    description: 'Nginx installieren, die Firewall öffnen und die erste Website ausliefern.',
  },
  {
    original: LETS_ENCRYPT,
    language: 'de',
    slug: 'nginx-mit-lets-encrypt-absichern',
    translator: 'jonas',
    title: "Nginx mit Let's Encrypt absichern",
    description: 'Ein kostenloses TLS-Zertifikat beziehen und automatisch erneuern lassen.',
  },
  {
    original: NGINX,
    language: 'es',
    slug: 'como-instalar-nginx-en-ubuntu-24-04',
    translator: 'sofia',
    title: 'Cómo instalar Nginx en Ubuntu 24.04',
    description: 'Instala Nginx, abre el cortafuegos y sirve tu primer sitio.',
  },
  {
    original: LETS_ENCRYPT,
    language: 'es',
    slug: 'como-proteger-nginx-con-lets-encrypt',
    translator: 'sofia',
    title: "Cómo proteger Nginx con Let's Encrypt",
    description: 'Obtén un certificado TLS gratuito y renuévalo automáticamente.',
  },
  {
    original: NGINX,
    language: 'ja',
    slug: 'how-to-install-nginx-on-ubuntu-24-04-ja',
    translator: 'haruto',
    title: 'Ubuntu 24.04 に Nginx をインストールする方法',
    description: 'Nginx をインストールし、ファイアウォールを開放して、最初のサイトを公開します。',
  },
  {
    original: LETS_ENCRYPT,
    language: 'ja',
    slug: 'how-to-secure-nginx-with-lets-encrypt-ja',
    translator: 'mei',
    title: "Let's Encrypt で Nginx を保護する方法",
    description: '無料の TLS 証明書を取得し、自動で更新されるように設定します。',
  },
  {
    original: NGINX,
    language: 'zh',
    slug: 'how-to-install-nginx-on-ubuntu-24-04-zh',
    translator: 'wei',
    title: '如何在 Ubuntu 24.04 上安装 Nginx',
    description: '安装 Nginx，在防火墙中开放端口，并发布你的第一个网站。',
  },
  {
    original: LETS_ENCRYPT,
    language: 'zh',
    slug: 'how-to-secure-nginx-with-lets-encrypt-zh',
    translator: 'mei',
    title: "如何使用 Let's Encrypt 保护 Nginx",
    description: '获取免费的 TLS 证书，并设置自动续期。',
  },
];

/** The words of the English demo tutorial's body (`tutorialBody` in content.ts), block for block, in a language. */
type BodyWords = {
  introduction: string;
  walkthrough: string;
  prerequisites: string;
  server: string;
  time: string;
  note: string;
  replaceDomain: string;
  installing: (tool: string) => string;
  updateThenInstall: string;
  configuring: (tool: string) => string;
  openConfig: string;
  keepSession: string;
  checking: string;
  output: string;
  conclusion: string;
  installed: (tool: string) => string;
};

const WORDS: Record<DemoLanguage, BodyWords> = {
  de: {
    introduction: 'Einleitung',
    walkthrough:
      'Diese Anleitung führt Schritt für Schritt durch die Einrichtung auf einem frischen Server, erklärt, was jeder Befehl tut, und endet mit einer Checkliste.',
    prerequisites: 'Voraussetzungen',
    server: 'Ein Server mit Ubuntu 24.04 und ein Benutzer ohne Root-Rechte, der `sudo` verwenden darf.',
    time: 'Etwa 15 Minuten Zeit.',
    note: 'Hinweis',
    replaceDomain: 'Ersetzen Sie in allen folgenden Befehlen `your_domain` durch Ihren eigenen Domainnamen.',
    installing: (tool) => `Schritt 1 — ${tool} installieren`,
    updateThenInstall: 'Aktualisieren Sie den Paketindex und installieren Sie anschließend:',
    configuring: (tool) => `Schritt 2 — ${tool} konfigurieren`,
    openConfig: 'Öffnen Sie die Konfigurationsdatei in Ihrem Editor:',
    keepSession:
      'Lassen Sie eine zweite SSH-Sitzung geöffnet, während Sie Netzwerkeinstellungen ändern – so kann Sie ein Tippfehler nicht aussperren.',
    checking: 'Schritt 3 — Den Dienst prüfen',
    output: 'Ausgabe',
    conclusion: 'Fazit',
    installed: (tool) =>
      `Sie haben ${tool} installiert und konfiguriert. Lesen Sie als Nächstes die verwandten Anleitungen der Reihe, oder stellen Sie eine Frage, falls etwas nicht funktioniert hat.`,
  },
  es: {
    introduction: 'Introducción',
    walkthrough:
      'Esta guía recorre cada paso en un servidor recién creado, explica qué hace cada comando y termina con una lista de comprobación.',
    prerequisites: 'Requisitos previos',
    server: 'Un servidor con Ubuntu 24.04 y un usuario sin privilegios de root que pueda usar `sudo`.',
    time: 'Unos 15 minutos.',
    note: 'Nota',
    replaceDomain:
      'Sustituye `your_domain` por tu propio nombre de dominio en todos los comandos siguientes.',
    installing: (tool) => `Paso 1 — Instalar ${tool}`,
    updateThenInstall: 'Actualiza el índice de paquetes y, a continuación, instala:',
    configuring: (tool) => `Paso 2 — Configurar ${tool}`,
    openConfig: 'Abre el archivo de configuración en tu editor:',
    keepSession:
      'Mantén abierta una segunda sesión SSH mientras cambias la configuración de red, para que un error tipográfico no te deje fuera.',
    checking: 'Paso 3 — Comprobar el servicio',
    output: 'Salida',
    conclusion: 'Conclusión',
    installed: (tool) =>
      `Has instalado y configurado ${tool}. A continuación, lee los tutoriales relacionados de la serie o haz una pregunta si algo no ha funcionado.`,
  },
  ja: {
    introduction: 'はじめに',
    walkthrough:
      'このガイドでは、新しいサーバーでの手順を一つずつ進めながら各コマンドの意味を説明し、最後にチェックリストで締めくくります。',
    prerequisites: '前提条件',
    server: 'Ubuntu 24.04 が動作し、`sudo` 権限を持つ root 以外のユーザーがあるサーバー',
    time: '所要時間は約 15 分',
    note: '注意',
    replaceDomain: '以下のすべてのコマンドで、`your_domain` をご自身のドメイン名に置き換えてください。',
    installing: (tool) => `ステップ 1 — ${tool} のインストール`,
    updateThenInstall: 'パッケージインデックスを更新してから、インストールします。',
    configuring: (tool) => `ステップ 2 — ${tool} の設定`,
    openConfig: 'エディターで設定ファイルを開きます。',
    keepSession:
      'ネットワークの設定を変更している間は、2 つ目の SSH セッションを開いたままにしておきましょう。入力ミスで締め出されるのを防げます。',
    checking: 'ステップ 3 — サービスの確認',
    output: '出力',
    conclusion: 'まとめ',
    installed: (tool) =>
      `${tool} をインストールして設定しました。次はシリーズの関連チュートリアルを読むか、うまくいかなかった場合は質問を投稿してください。`,
  },
  zh: {
    introduction: '简介',
    walkthrough: '本指南在一台全新的服务器上逐步完成所有操作，解释每条命令的作用，并在最后附上检查清单。',
    prerequisites: '先决条件',
    server: '一台运行 Ubuntu 24.04 的服务器，以及一个具有 `sudo` 权限的非 root 用户。',
    time: '大约 15 分钟。',
    note: '注意',
    replaceDomain: '请在下面的所有命令中，将 `your_domain` 替换为你自己的域名。',
    installing: (tool) => `第 1 步 — 安装 ${tool}`,
    updateThenInstall: '先更新软件包索引，然后安装：',
    configuring: (tool) => `第 2 步 — 配置 ${tool}`,
    openConfig: '在编辑器中打开配置文件：',
    keepSession: '修改网络设置时，请保持另一个 SSH 会话处于打开状态，以免因输入错误而无法登录服务器。',
    checking: '第 3 步 — 检查服务',
    output: '输出',
    conclusion: '总结',
    installed: (tool) =>
      `你已经安装并配置了 ${tool}。接下来可以阅读本系列中的相关教程；如果遇到问题，欢迎提问。`,
  },
};

/**
 * The body of a translation of an English demo tutorial: `tutorialBody`'s blocks in the same order, its prose in the
 * language, its code blocks and commands the original's, character for character.
 */
export function translatedBody(language: DemoLanguage, t: DemoTutorial, description: string): string {
  const w = WORDS[language];
  const space = language === 'ja' || language === 'zh' ? '' : ' ';
  const video = t.video ? `\n\n[youtube ${t.video} 270 480]\n` : '';
  return `### ${w.introduction}

${description}${space}${w.walkthrough}${video}

## ${w.prerequisites}

- ${w.server}
- ${w.time}

<$>[note]
[label ${w.note}]
${w.replaceDomain}
<$>

## ${w.installing(t.tool)}

${w.updateThenInstall}

\`\`\`command
sudo apt update
${t.install}
\`\`\`

## ${w.configuring(t.tool)}

${w.openConfig}

\`\`\`
[label /etc/${t.service}/${t.service}.conf]
# Reef demo configuration
listen 80;
server_name your_domain;
\`\`\`

<$>[warning]
${w.keepSession}
<$>

## ${w.checking}

\`\`\`command
sudo systemctl status ${t.service}
\`\`\`

\`\`\`
[secondary_label ${w.output}]
● ${t.service}.service - ${t.tool}
     Active: active (running)
\`\`\`

## ${w.conclusion}

${w.installed(t.tool)}
`;
}

const DAY = 86_400_000;

/** What the demo seed hands over: the demo members by username, and when "now" is. */
export type DemoLanguagesContext = {
  actorOf: (username: string) => Promise<NonNullable<Actor>>;
  userId: (username: string) => number;
  now: number;
};

/** Writes the demo's tutorials and questions in German, Spanish, Japanese and Chinese (idempotent). */
export async function seedDemoLanguages(
  db: Database,
  { actorOf, userId, now }: DemoLanguagesContext,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  const editor = await actorOf('editor');
  const tutorialIdBySlug = async (slug: string) =>
    (await db.select({ id: tutorials.id }).from(tutorials).where(eq(tutorials.slug, slug)))[0]?.id;

  // Written by the editor (who may publish and choose slugs), credited to the member who wrote it.
  const writeTutorial = async (
    input: Omit<Parameters<typeof createTutorial>[2], 'state'> & { slug: string },
    author: string,
    daysAgo: number,
  ) => {
    if (await tutorialIdBySlug(input.slug)) return false;
    const row = await createTutorial(db, editor, { ...input, state: 'published' });
    const published = new Date(now - daysAgo * DAY);
    await db
      .update(tutorials)
      .set({ authorId: userId(author), publishedAt: published, createdAt: published })
      .where(eq(tutorials.id, row.id));
    return true;
  };

  let written = 0;
  for (const [i, tr] of DEMO_TRANSLATIONS.entries()) {
    const original = DEMO_TUTORIALS.find((t) => t.title === tr.original)!;
    const originalId = await tutorialIdBySlug(slugify(original.title));
    if (!originalId) continue;
    const created = await writeTutorial(
      {
        title: tr.title,
        description: tr.description,
        body: translatedBody(tr.language, original, tr.description),
        sub_type: original.subType,
        language: tr.language,
        tags: original.tags,
        slug: tr.slug,
        translation_of_id: originalId,
      },
      tr.translator,
      20 - i,
    );
    if (created) written += 1;
  }
  for (const [i, t] of DEMO_LOCAL_TUTORIALS.entries()) {
    const created = await writeTutorial(
      {
        title: t.title,
        description: t.description,
        body: t.body,
        sub_type: t.subType,
        language: t.language,
        tags: t.tags,
        slug: t.slug,
      },
      t.author,
      12 - (i % 12),
    );
    if (created) written += 1;
  }

  let answers = 0;
  for (const [i, q] of DEMO_LOCAL_QUESTIONS.entries()) {
    const [existing] = await db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.slug, q.slug));
    if (existing) continue;
    const asker = await actorOf(q.asker);
    const question = await createQuestion(db, asker, {
      title: q.title,
      body: q.body,
      tags: q.tags,
      language: q.language,
    });
    let firstAnswerId: number | null = null;
    for (const a of q.answers) {
      const answer = await createComment(db, await actorOf(a.author), {
        type: 'answer',
        parent_type: 'question',
        parent_id: question.id,
        body: a.body,
      });
      answers += 1;
      if (firstAnswerId !== null) continue;
      firstAnswerId = answer.id;
      await createComment(db, asker, {
        type: 'comment',
        parent_type: 'comment',
        parent_id: answer.id,
        body: q.reply,
      });
      await addUpvote(db, userId(q.asker), 'comment', answer.id);
    }
    if (q.accepted && firstAnswerId)
      await updateQuestion(db, asker, question, { accepted_answer_id: firstAnswerId });
    // A Chinese or Japanese title slugifies to little or nothing: the question takes the ASCII slug written for it.
    const created = new Date(now - (DEMO_LOCAL_QUESTIONS.length - i) * DAY);
    await db
      .update(questions)
      .set({ slug: q.slug, createdAt: created, publishedAt: created })
      .where(eq(questions.id, question.id));
  }
  log(`tutorials and questions in ${DEMO_LANGUAGES.join(', ')}: ${written} tutorials, ${answers} answers`);
}
