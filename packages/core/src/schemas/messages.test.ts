import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { installHumanMessages } from './messages.js';
import { questionCreateBody } from './questions.js';
import { markdownSource } from './common.js';

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('validation messages a person wrote (issue #30, item 7: "Error messages are sentences a person wrote, everywhere")', () => {
  beforeAll(() => installHumanMessages());

  it('says how much to write instead of Zod\'s "Too small: expected string to have >=20 characters"', () => {
    const issues = messagesOf(questionCreateBody, {
      question: { title: 'How do I fix my server?', body: 'Too short.' },
    });
    expect(issues).toEqual([['question.body', 'Write at least 20 characters.']]);
    expect(messagesOf(markdownSource(), '')).toEqual([['', 'This cannot be empty.']]);
    expect(messagesOf(z.string().max(3), 'abcd')).toEqual([['', 'Keep it to at most 3 characters.']]);
    expect(messagesOf(z.array(z.string()).max(1), ['a', 'b'])).toEqual([['', 'Choose at most 1 item.']]);
  });

  it("keeps a schema's own message and explains missing fields, choices and formats", () => {
    const issues = messagesOf(questionCreateBody, { question: { title: 'Short', body: 'x'.repeat(30) } });
    expect(issues).toEqual([['question.title', 'Titles have at least 10 characters']]);
    expect(messagesOf(z.object({ name: z.string() }), {})).toEqual([['name', 'This is required.']]);
    expect(messagesOf(z.enum(['daily', 'weekly']), 'hourly')).toEqual([
      ['', 'Choose one of: daily, weekly.'],
    ]);
    expect(messagesOf(z.email(), 'not an address')).toEqual([
      ['', 'Enter an email address, like name@example.com.'],
    ]);
    expect(messagesOf(z.number().min(2), 1)).toEqual([['', 'Enter a number of at least 2.']]);
  });
});
