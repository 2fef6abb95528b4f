import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toApiIssues } from './errors.ts';
import { messageText } from './i18n/message-text.ts';
import { message } from './i18n/messages.ts';

const issuesOf = (schema: v.GenericSchema, data: unknown) => {
  const result = v.safeParse(schema, data);
  if (result.success) throw new Error('expected the data to be refused');
  return toApiIssues(result.issues);
};

describe("the API's issues", () => {
  it("keep a schema's own message", () => {
    const schema = v.object({ answer: v.pipe(v.string(), v.nonEmpty(message('reviews.answerEmpty'))) });
    expect(issuesOf(schema, { answer: '' })).toEqual([{ path: 'answer', message: message('reviews.answerEmpty') }]);
  });

  it("say valibot's default sentences in each language, with its facts", () => {
    const [issue] = issuesOf(v.object({ seats: v.number() }), { seats: 'five' });
    expect(issue?.path).toBe('seats');
    expect(messageText(issue!.message, 'en')).toBe('Expected number but received "five"');
    expect(messageText(issue!.message, 'es')).toBe('Se esperaba number, pero se recibió "five"');
    expect(messageText(issue!.message, null)).toBe('Expected number but received "five"');
  });

  it('say a default sentence without facts as an invalid value', () => {
    const [issue] = issuesOf(
      v.pipe(
        v.string(),
        v.check(() => false),
      ),
      'x',
    );
    expect(messageText(issue!.message, 'es')).toBe('Este valor no es válido');
  });
});
