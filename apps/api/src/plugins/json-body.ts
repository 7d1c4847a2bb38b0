import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ProblemError } from '../lib/problem.ts';

/**
 * How deeply a JSON body may nest its arrays and objects. The deepest body a form sends is
 * an ad with its lines and their fields, three or four levels; 32 leaves room for any body to
 * grow and still refuses `[[[[…]]]]` at once: a body nested thousands of levels deep is no
 * request of ours, and whatever walks it recursively (the unsafe-text check, zod, a log) would
 * run out of stack and answer 500.
 */
export const JSON_BODY_MAX_DEPTH = 32;

const OPEN_ARRAY = 0x5b; // [
const OPEN_OBJECT = 0x7b; // {
const CLOSE_ARRAY = 0x5d; // ]
const CLOSE_OBJECT = 0x7d; // }
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether the JSON text nests arrays and objects deeper than `max`: one pass over the text,
 * brackets inside strings not counted, no recursion and nothing parsed. Broken JSON is left
 * to the parser to refuse.
 */
function nestsDeeperThan(text: string, max: number): boolean {
  // Each level takes two characters at least, so a short text cannot be too deep.
  if (text.length <= 2 * max) return false;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_ARRAY || char === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === CLOSE_ARRAY || char === CLOSE_OBJECT) depth -= 1;
  }
  return false;
}

/**
 * JSON bodies are read by Fastify's own parser (its errors and its prototype-poisoning checks
 * unchanged) after a scan that refuses a body nested deeper than JSON_BODY_MAX_DEPTH with a
 * 400 problem, before anything is parsed or walked.
 */
export default fp(
  async function jsonBodyPlugin(app: FastifyInstance) {
    const parseJson = app.getDefaultJsonParser(
      app.initialConfig.onProtoPoisoning ?? 'error',
      app.initialConfig.onConstructorPoisoning ?? 'error',
    );
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (nestsDeeperThan(text, JSON_BODY_MAX_DEPTH)) {
        const error = new ProblemError('VALIDATION', {
          detailKey: 'errors.bodyTooDeep',
          detailParams: { max: JSON_BODY_MAX_DEPTH },
        });
        done(error, undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'json-body', dependencies: ['errors'] },
);
