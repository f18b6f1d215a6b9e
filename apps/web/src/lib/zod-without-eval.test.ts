import { describe, expect, it } from 'vitest';

describe('Zod in the browser parses without compiling (the CSP forbids eval)', () => {
  it('the flag set before Zod loads is the one Zod reads, and its parsers never call Function', async () => {
    await import('./zod-without-eval');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);

    const { z } = await import('zod');
    const original = globalThis.Function;
    let compiled = 0;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        compiled += 1;
        return Reflect.construct(target, args);
      },
    });
    try {
      const schema = z.object({ title: z.string().min(3), tags: z.array(z.string()).max(5) });
      expect(schema.safeParse({ title: 'Docker networking', tags: ['docker'] }).success).toBe(true);
      expect(schema.safeParse({ title: 'no' }).success).toBe(false);
    } finally {
      globalThis.Function = original;
    }
    expect(compiled).toBe(0);
  });
});
