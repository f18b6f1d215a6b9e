// Validation messages a person would write (issue #30, item 7: "validator wording ('Too small: expected string to
// have >=20 characters') … Error messages are sentences a person wrote, everywhere"). A schema's own message wins;
// these replace Zod's defaults for the rest. The API and the web's forms install them (`installHumanMessages`).
import { z } from 'zod';

type Issue = Parameters<NonNullable<Parameters<typeof z.config>[0]>['customError'] & {}>[0];

const plural = (n: number | bigint, one: string, many = `${one}s`) => `${n} ${Number(n) === 1 ? one : many}`;

/** What a missing value is told (zod's own words it "Invalid input: expected string, received undefined"). */
export const REQUIRED_MESSAGE = 'This is required.';

/** The sentence for one validation issue, or undefined to keep Zod's. */
export function humanMessage(issue: Issue): string | undefined {
  const i = issue as Issue & {
    origin?: string;
    minimum?: number | bigint;
    maximum?: number | bigint;
    expected?: string;
    values?: readonly unknown[];
    format?: string;
    input?: unknown;
  };
  switch (i.code) {
    case 'too_small':
      if (i.origin === 'string')
        return Number(i.minimum) <= 1
          ? 'This cannot be empty.'
          : `Write at least ${plural(i.minimum!, 'character')}.`;
      if (i.origin === 'array' || i.origin === 'set') return `Choose at least ${plural(i.minimum!, 'item')}.`;
      if (i.origin === 'number' || i.origin === 'int' || i.origin === 'bigint')
        return `Enter a number of at least ${i.minimum}.`;
      return undefined;
    case 'too_big':
      if (i.origin === 'string') return `Keep it to at most ${plural(i.maximum!, 'character')}.`;
      if (i.origin === 'array' || i.origin === 'set') return `Choose at most ${plural(i.maximum!, 'item')}.`;
      if (i.origin === 'number' || i.origin === 'int' || i.origin === 'bigint')
        return `Enter a number of at most ${i.maximum}.`;
      return undefined;
    case 'invalid_type':
      if (i.input === undefined || i.input === null) return REQUIRED_MESSAGE;
      if (i.expected === 'number' || i.expected === 'int') return 'Enter a number.';
      if (i.expected === 'string') return 'Enter text here.';
      if (i.expected === 'boolean') return 'Choose yes or no.';
      return undefined;
    case 'invalid_value':
      if (i.values && i.values.length > 0 && i.values.length <= 12)
        return `Choose one of: ${i.values.map(String).join(', ')}.`;
      return 'Choose one of the options offered.';
    case 'invalid_format':
      if (i.format === 'email') return 'Enter an email address, like name@example.com.';
      if (i.format === 'url') return 'Enter a full address, starting with https://.';
      if (i.format === 'regex') return 'This is not in the expected form.';
      return undefined;
    default:
      return undefined;
  }
}

/** Makes every schema without its own message answer with `humanMessage` (in this JavaScript realm). */
export function installHumanMessages(): void {
  z.config({ customError: humanMessage });
}
