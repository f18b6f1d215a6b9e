// The CSP layer of the production server (server/csp.mjs): the policy it sends and the nonce it writes over the
// placeholder Next.js rendered with, chunk by chunk.
import { describe, expect, it } from 'vitest';
import { CSP_SOURCES } from '../../csp.config.mjs';
import { buildPolicy, carriesNonce, createNonce, createNonceRewriter } from '../../server/csp.mjs';

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

  it('allows scripts only by nonce (and what they load), never inline code or plugins', () => {
    expect(policy.get('script-src')).toEqual(["'nonce-abc123'", "'strict-dynamic'", "'self'"]);
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
