// The CSP layer of the production server (server/csp.mjs): the policy it sends and the nonce it writes over the
// placeholder Next.js rendered with, chunk by chunk; and the pages kept by the page cache, whose scripts go by hash.
import { describe, expect, it } from 'vitest';
import { CSP_SOURCES } from '../../csp.config.mjs';
import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import {
  buildPolicy,
  carriesNonce,
  createNonce,
  createNonceRewriter,
  hashScriptsOfPage,
} from '../../server/csp.mjs';
import { THEME_SCRIPT } from './theme-script.mjs';

/** The hash source of the colour theme's inline script, computed here from its text. */
const themeScriptSource = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('buildPolicy', () => {
  const policy = directives(
    buildPolicy({ nonce: 'abc123', apiUrl: 'https://api.example.test/base/', sources: CSP_SOURCES }),
  );

  it('[R1-1] allows scripts only by nonce (and what they load), never inline code or plugins', () => {
    expect(policy.get('script-src')).toEqual([
      "'nonce-abc123'",
      themeScriptSource,
      "'strict-dynamic'",
      "'self'",
    ]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('adds the API origin (from the environment) and the configured embed origins', () => {
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example.test']);
    expect(policy.get('img-src')).toContain('https://api.example.test');
    expect(policy.get('form-action')).toEqual(["'self'", 'https://api.example.test']);
    expect(policy.get('frame-src')).toContain('https://www.youtube.com');
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it("names the colour theme's inline script by the hash of exactly its text, with a nonce and with hashes (#30)", () => {
    // A page for the page cache names it among its own scripts too (the layout gives it the nonce): once is enough.
    const withHashes = directives(
      buildPolicy({
        hashes: ['sha256-abc', themeScriptSource.slice(1, -1)],
        apiUrl: 'https://api.example.test',
      }),
    );
    for (const scriptSrc of [policy.get('script-src')!, withHashes.get('script-src')!]) {
      expect(scriptSrc.filter((source) => source === themeScriptSource)).toHaveLength(1);
    }
  });

  it('upgrades insecure requests only when asked (a site served over https)', () => {
    expect(
      directives(
        buildPolicy({ nonce: 'n', apiUrl: 'https://api.example.test', upgradeInsecureRequests: true }),
      ).has('upgrade-insecure-requests'),
    ).toBe(true);
  });
});

describe('createNonceRewriter', () => {
  const placeholder = createNonce();
  const nonce = createNonce();

  function rewriteInChunks(text: string, size: number): string {
    const rewriter = createNonceRewriter(placeholder, nonce);
    const bytes = Buffer.from(text);
    const out: Buffer[] = [];
    for (let at = 0; at < bytes.length; at += size) out.push(rewriter.push(bytes.subarray(at, at + size)));
    out.push(rewriter.flush());
    return Buffer.concat(out).toString();
  }

  it('makes nonces of one length, different each time', () => {
    expect(placeholder).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(nonce).not.toBe(placeholder);
  });

  it('writes the nonce over every placeholder, also when a chunk boundary cuts one, and keeps the length', () => {
    const html = `<script nonce="${placeholder}">a</script><p>é</p><script src="/x.js" nonce="${placeholder}"></script>`;
    const expected = html.replaceAll(placeholder, nonce);
    for (const size of [1, 3, 7, 24, 25, 1000]) expect(rewriteInChunks(html, size)).toBe(expected);
    expect(Buffer.byteLength(expected)).toBe(Buffer.byteLength(html));
  });

  it('holds back nothing that cannot start a placeholder, so streamed pages are not delayed', () => {
    const rewriter = createNonceRewriter(placeholder, nonce);
    expect(rewriter.push(Buffer.from('<div>done</div>')).toString()).toBe('<div>done</div>');
    expect(rewriter.push(Buffer.from(`x${placeholder.slice(0, 5)}`)).toString()).toBe('x');
    expect(rewriter.flush().toString()).toBe(placeholder.slice(0, 5));
  });

  it('applies to pages and RSC payloads only', () => {
    expect(carriesNonce('text/html; charset=utf-8')).toBe(true);
    expect(carriesNonce('text/x-component')).toBe(true);
    expect(carriesNonce('application/javascript')).toBe(false);
    expect(carriesNonce(undefined)).toBe(false);
  });
});

describe('hashScriptsOfPage (a page for the page cache)', () => {
  const placeholder = 'PLACEHOLDER0123456789abc';
  const replacement = 'unusedvalue0123456789xyz';
  const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
  const page = [
    '<!DOCTYPE html><html><head>',
    `<link rel="stylesheet" href="/_next/static/a.css" nonce="${placeholder}"/>`,
    `<link rel="preload" as="script" fetchPriority="low" nonce="${placeholder}" href="/_next/static/chunks/late.js"/>`,
    `<script src="/_next/static/chunks/one.js" async="" nonce="${placeholder}"></script>`,
    `<script src="/_next/static/chunks/two.js?v=1&amp;x=2" async="" crossorigin="" nonce="${placeholder}"></script>`,
    `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${placeholder}"></script>`,
    '</head><body><main><article>',
    // What an injection would look like: markup that reached the page without the secret placeholder.
    '<script>alert("injected")</script><script src="https://evil.example/x.js" async=""></script>',
    '<script type="application/ld+json">{"@type":"TechArticle"}</script>',
    '</article></main>',
    `<script nonce="${placeholder}">(self.__next_f=self.__next_f||[]).push([0])</script>`,
    `<script nonce="${placeholder}">self.__next_f.push([1,"{\\"nonce\\":\\"${placeholder}\\"}\\n:HL[\\"/a.css\\",\\"style\\",{\\"crossOrigin\\":\\"\\",\\"nonce\\":\\"${placeholder}\\",\\"type\\":\\"x\\"}]\\n"])</script>`,
    `<script nonce="${placeholder}">self.__next_f.push([1,'2:["$","script",null,{"src":"/e.js","nonce":"${placeholder}"}]\\n'])</script>`,
    `<script src="/_next/static/chunks/late.js" nonce="${placeholder}" async=""></script>`,
    '</body></html>',
  ].join('');
  const result = hashScriptsOfPage(page, placeholder, replacement);
  const scripts = [...result.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(
    ([, attributes, text]) => ({
      attributes: attributes!,
      text: text!,
    }),
  );

  it('leaves no trace of the secret placeholder, and no nonce in the page or the policy (one no policy names does nothing)', () => {
    expect(result.html).not.toContain(placeholder);
    expect(result.html).not.toContain('nonce');
    expect(result.html).toContain('<link rel="stylesheet" href="/_next/static/a.css"/>');
    expect(result.hashes.every((hash) => hash.startsWith('sha256-'))).toBe(true);
  });

  it("names by hash every inline script the app rendered, as the browser will see it (the payload's nonces cut)", () => {
    expect(result.hashes).toContain(sha('(self.__next_f=self.__next_f||[]).push([0])'));
    const payloads = scripts.filter((script) => script.text.startsWith('self.__next_f.push([1,'));
    // The payload's `nonce` members go with their commas, in a JSON string or in single quotes; the rest stays.
    expect(payloads.map((payload) => payload.text)).toEqual([
      'self.__next_f.push([1,"{}\\n:HL[\\"/a.css\\",\\"style\\",{\\"crossOrigin\\":\\"\\",\\"type\\":\\"x\\"}]\\n"])',
      `self.__next_f.push([1,'2:["$","script",null,{"src":"/e.js"}]\\n'])`,
    ]);
    for (const payload of payloads) expect(result.hashes).toContain(sha(payload.text));
  });

  it('cuts the payload’s nonces whatever the placeholder starts with (a digit too)', () => {
    for (const other of ['5e5uMBTF6OxN4FgRKHv7Dq5u', '0abc-_+/xyz']) {
      const again = hashScriptsOfPage(page.split(placeholder).join(other), other, replacement);
      expect(again.html).not.toContain('nonce');
      expect(again.html).not.toContain(other);
    }
  });

  it('trusts nothing that came without the placeholder: an injected script is neither hashed nor loaded', () => {
    const injected = scripts.find((script) => script.text.includes('injected'));
    expect(injected).toBeDefined();
    expect(result.hashes).not.toContain(sha(injected!.text));
    expect(result.html).toContain('<script src="https://evil.example/x.js" async=""></script>');
    expect(result.html.match(/evil\.example/g)).toHaveLength(1); // not in any loader
    expect(result.hashes).not.toContain(sha('{"@type":"TechArticle"}'));
  });

  it("loads the app's external scripts from hashed inline loaders where they stood, in order, with their attributes", () => {
    const loaders = scripts.filter((script) => script.attributes === '' && script.text.startsWith('for('));
    expect(loaders).toHaveLength(2); // the run in the head (one loader), the one at the end of the body
    for (const loader of loaders) expect(result.hashes).toContain(sha(loader.text));
    expect(result.html.indexOf(loaders[0]!.text)).toBeLessThan(result.html.indexOf('</head>'));
    // Running the head's loader adds the scripts before itself, async, with their crossorigin.
    const added: { src: string; async: boolean; attributes: Record<string, string>; crossOrigin?: string }[] =
      [];
    const document = {
      createElement: () => {
        const element = {
          src: '',
          async: false,
          attributes: {} as Record<string, string>,
          setAttribute(name: string, value: string) {
            element.attributes[name] = value;
          },
        } as (typeof added)[number] & { setAttribute(name: string, value: string): void };
        return element;
      },
      currentScript: { before: (element: (typeof added)[number]) => added.push(element) },
    };
    runInNewContext(loaders[0]!.text, { document });
    expect(added.map((element) => element.src)).toEqual([
      '/_next/static/chunks/one.js',
      '/_next/static/chunks/two.js?v=1&x=2',
    ]);
    expect(added.every((element) => element.async && element.attributes.async === '')).toBe(true);
    expect(added.map((element) => element.crossOrigin)).toEqual([undefined, '']);
  });

  it("drops the app's nomodule script and script preloads (no browser with 'strict-dynamic' would run or allow them)", () => {
    expect(result.html).not.toContain('polyfills.js');
    expect(result.html).not.toContain('rel="preload" as="script"');
    expect(result.html).toContain('rel="stylesheet" href="/_next/static/a.css"');
  });

  it("goes into the policy in place of the nonce, with 'strict-dynamic'", () => {
    const policy = directives(buildPolicy({ hashes: result.hashes, apiUrl: 'https://api.example.test' }));
    const scriptSrc = policy.get('script-src')!;
    // The page's own scripts, and the colour theme's script (rendered without the placeholder, named in every policy).
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-"))).toHaveLength(
      result.hashes.length + 1,
    );
    expect(scriptSrc).toContain(themeScriptSource);
    expect(scriptSrc.some((source) => source.startsWith("'nonce-"))).toBe(false);
    expect(scriptSrc).toContain("'strict-dynamic'");
  });
});
