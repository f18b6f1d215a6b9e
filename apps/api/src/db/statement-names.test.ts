// Which statements are kept prepared (db/statement-names.ts): a search must be planned with its words each time,
// since a generic plan picks one way to read for a rare word and a common one alike (2 s for a common word at 1M).
import { describe, expect, it } from 'vitest';
import { PLAN_EACH_TIME, statementName } from './statement-names.js';

describe('prepared statement names', () => {
  it('names a single read or write by its text, the same name for the same text', () => {
    const name = statementName('select id from tutorials where slug = $1');
    expect(name).toMatch(/^r[\w-]+$/);
    expect(statementName('select id from tutorials where slug = $1')).toBe(name);
    expect(statementName('select id from questions where slug = $1')).not.toBe(name);
  });

  it('never prepares a statement marked to be planned each time, nor a script or DDL', () => {
    expect(statementName(`${PLAN_EACH_TIME}with cand as (select 1) select * from cand`)).toBeNull();
    expect(statementName('select 1; select 2')).toBeNull();
    expect(statementName('create index x on t (a)')).toBeNull();
  });
});
