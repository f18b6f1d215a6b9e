// Sign-in must not tell which emails have an account by how long it takes: an unknown email is checked
// against a dummy argon2 hash, as many verifications as a known one. Counted, not timed (the timing
// ratio itself is measured in bench/).
import type * as Argon2 from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildUser } from '../../test/factories.js';

const verifications = vi.hoisted(() => ({ count: 0 }));

// The real library, only watched: every call still hashes and verifies for real.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      verifications.count += 1;
      return real.verify(...args);
    },
  };
});

const t = useTestApp();

describe('sign-in cost does not depend on the email existing', () => {
  it('[R1-15] an unknown email runs one argon2 verification, like a known email with a wrong password', async () => {
    const user = await buildUser(t);
    verifications.count = 0;
    const known = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: user.email, password: 'wrong password' },
    });
    expect(known.statusCode).toBe(401);
    expect(verifications.count).toBe(1);
    verifications.count = 0;
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'nobody-here@example.test', password: 'wrong password' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(known.json());
    expect(verifications.count).toBe(1);
  });
});
