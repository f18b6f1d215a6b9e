// Which failures mean "the database is unreachable" (503) rather than a bug (500).
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-errors.js';

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'connection refused',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    [
      'refused on every address of a name (AggregateError)',
      Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], ''), {}),
    ],
    [
      'the server shut down (57P01) under a Drizzle wrapper',
      wrapped(
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      ),
    ],
    [
      'the server is starting up (57P03)',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
    ['a connection exception (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    [
      'too many connections (53300)',
      Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
    ],
    ['a connection cut mid-query', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
  ])('%s → unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(Object.assign(new Error('duplicate key'), { code: '23505' }))],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['an ordinary bug', new TypeError('x is undefined')],
    [
      'a statement timeout (57014: the query, not the server)',
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    ],
  ])('%s → not unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
