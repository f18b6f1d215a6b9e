// The check that keeps the catalogues complete (issue #31: "a test fails when any catalogue misses a key or a
// key is used that no catalogue has"): every locale has exactly English's keys, each message parses as ICU and
// uses English's {arguments}, and every `t('ns', 'key')` / `msg('ns', 'key')` in the code names a real key.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTranslator, listNamespaces, loadCatalogue, MESSAGES_DIR, t } from './catalogues.js';
import { messageArguments } from './format.js';
import { DEFAULT_LOCALE, LOCALES } from './locales.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The code that names catalogue messages the API's way, t('namespace', 'key') or msg(…). */
const SCANNED = ['apps/api/src'];
/** The web app's code, which names them the use-intl way (apps/web/src/i18n/translate.ts). */
const WEB_SCANNED = ['apps/web/src'];
/** `const t = getT('namespace')`: a translator bound to a namespace… */
const WEB_BINDING = /\b(?:const|let)\s+(\w+)\s*=\s*(?:await\s+)?getT\(\s*'([a-z][a-z0-9-]*)'/g;
/** …and every call of it with a literal key: `t('footer.title'`. A translator passed on is named `t` too. */
const webCall = (name: string) => new RegExp(`\\b${name}\\(\\s*'([A-Za-z0-9_.]+)'`, 'g');
/** A file whose functions take a translator (`t: Translate`) as a parameter: it reads the namespace of its file's binding. */
const TRANSLATE_PARAM = /\bt:\s*Translate\b/;
/** The one greppable call shape: t('namespace', 'key' …) or msg('namespace', 'key' …), literal strings. */
const CALL = /\b(?:t|msg)\(\s*'([a-z][a-z0-9-]*)',\s*'([A-Za-z0-9_.]+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const namespaces = listNamespaces();

describe('message catalogues: "a test fails when any catalogue misses a key"', () => {
  it('has every namespace in every language', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const locale of LOCALES)
      for (const ns of namespaces)
        expect(readdirSync(`${MESSAGES_DIR}${locale}`), `${locale}/${ns}.json`).toContain(`${ns}.json`);
  });

  for (const ns of namespaces) {
    const english = loadCatalogue(DEFAULT_LOCALE, ns);
    for (const locale of LOCALES) {
      it(`${locale}/${ns}.json has exactly English's keys, valid ICU and English's {arguments}`, () => {
        const messages = loadCatalogue(locale, ns);
        expect(
          [...english.keys()].filter((k) => !messages.has(k)),
          'keys missing',
        ).toEqual([]);
        expect(
          [...messages.keys()].filter((k) => !english.has(k)),
          'keys English lacks',
        ).toEqual([]);
        for (const [key, message] of messages) {
          expect(message.trim(), `${key} is empty`).not.toBe('');
          let args: string[] = [];
          expect(() => (args = [...messageArguments(message)].sort()), `${key} parses`).not.toThrow();
          expect(args, `${key} uses English's arguments`).toEqual(
            [...messageArguments(english.get(key)!)].sort(),
          );
        }
      });
    }
  }

  it('is translated, not English placeholders: most messages of each language differ from English', () => {
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
      let same = 0;
      let total = 0;
      for (const ns of namespaces) {
        const english = loadCatalogue(DEFAULT_LOCALE, ns);
        for (const [key, message] of loadCatalogue(locale, ns)) {
          total++;
          if (message === english.get(key)) same++;
        }
      }
      // A few are the same word in both (Moderation, Tutorials, "E-mail"…); a copied catalogue is not.
      expect(same / total, locale).toBeLessThan(0.1);
    }
  });
});

describe('message keys in the code: "a key is used that no catalogue has"', () => {
  const uses = SCANNED.flatMap((dir) =>
    sourceFiles(join(ROOT, dir)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(CALL)].map((m) => ({
        file: file.slice(ROOT.length),
        ns: m[1]!,
        key: m[2]!,
      })),
    ),
  );

  // The web app: each file's translators, by the namespace they were made for.
  for (const dir of WEB_SCANNED)
    for (const file of sourceFiles(join(ROOT, dir))) {
      const text = readFileSync(file, 'utf8');
      const bindings = [...text.matchAll(WEB_BINDING)].map((m) => ({ name: m[1]!, ns: m[2]! }));
      // A helper of the file that takes `t: Translate` uses the file's one namespace.
      if (TRANSLATE_PARAM.test(text) && bindings.length > 0 && !bindings.some((b) => b.name === 't'))
        bindings.push({ name: 't', ns: bindings[0]!.ns });
      const seen = new Set<string>();
      for (const { name, ns } of bindings) {
        if (seen.has(name)) continue;
        seen.add(name);
        for (const m of text.matchAll(webCall(name)))
          uses.push({ file: file.slice(ROOT.length), ns, key: m[1]! });
      }
    }

  it('finds the calls it checks', () => {
    expect(uses.length).toBeGreaterThan(50);
    expect(uses.some((u) => u.file.startsWith('apps/web/'))).toBe(true);
  });

  it('names only keys the English catalogue has', () => {
    const unknown = uses.filter(
      (u) => !namespaces.includes(u.ns) || !loadCatalogue(DEFAULT_LOCALE, u.ns).has(u.key),
    );
    expect(unknown.map((u) => `${u.file}: ${u.ns}.${u.key}`)).toEqual([]);
  });
});

describe('t and createTranslator', () => {
  it('formats plurals, selects and numbers in the locale', () => {
    expect(t('en', 'errors', 'rate_limited.retry_in', { seconds: 1 })).toBe(
      'Too many requests; retry in 1 second',
    );
    expect(t('ru', 'errors', 'rate_limited.retry_in', { seconds: 3 })).toContain('3 секунды');
    expect(t('ru', 'errors', 'rate_limited.retry_in', { seconds: 5 })).toContain('5 секунд');
    expect(t('de', 'errors', 'account.not_active', { state: 'spam' })).toBe('Dieses Konto ist gesperrt');
    expect(createTranslator('fr', 'mail')('digest.upvotes', { count: 1200 })).toBe(
      '1\u202f200 votes positifs',
    );
  });

  it('falls back to English for a key a locale lacks, and to the key itself when none has it', () => {
    expect(t('xx', 'errors', 'default.not_found')).toBe('Not found');
    expect(t('de', 'errors', 'no.such.key')).toBe('errors.no.such.key');
  });
});
