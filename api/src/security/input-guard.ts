import fp from 'fastify-plugin';
import { ApiError } from '../errors';

/** NUL, and UTF-16 surrogates that are not part of a pair (JSON's "\ud800"): no text has them. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const FORBIDDEN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Deeper than any request of the portal; a deeper one is malformed. */
export const MAX_DEPTH = 32;

export const INPUT_REFUSAL = 'The request contains characters or nesting that are not allowed.';

/**
 * The first problem of a parsed request part: a string or property name with NUL or a lone
 * surrogate (PostgreSQL refuses NUL in text, and neither survives UTF-8), or nesting deeper than
 * MAX_DEPTH. Walks without recursion, so no input can exhaust the stack. null when clean.
 */
export function inputProblem(value: unknown): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (FORBIDDEN.test(current)) return 'characters';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_DEPTH) return 'depth';
    for (const [key, child] of Object.entries(current as Record<string, unknown>)) {
      if (FORBIDDEN.test(key)) return 'characters';
      stack.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * One check for every route, before its schema: the parsed body, query string and path
 * parameters must be clean text (400 otherwise). Registered at the root, so a route added later is
 * covered without doing anything.
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const part of [request.params, request.query, request.body]) {
        const problem = inputProblem(part);
        if (problem) throw new ApiError(400, INPUT_REFUSAL, problem === 'depth' ? 'input_too_deep' : 'invalid_characters');
      }
    });
  },
  { name: 'input-guard' },
);
