import { useSessionStore } from 'shared/core';
import { EARLY_ANSWERS, type EarlyAnswers, type EarlyCall } from './early-calls';

/**
 * The answer of `name` the page's early script asked for, when it asked with the session's token
 * now and answered with success: its JSON. Otherwise (no early call, another token, an error
 * answer, a failed call) `ask()`, the shell's own call, with the API client's handling of every
 * error. Each early answer is taken once.
 */
export function takeEarly<T>(name: EarlyCall, ask: () => Promise<T>): Promise<T> {
  const early = (window as unknown as Record<string, EarlyAnswers | undefined>)[EARLY_ANSWERS];
  const answer = early?.token === useSessionStore.getState().token ? early?.answers[name] : undefined;
  if (early) delete early.answers[name];
  if (!answer) return ask();
  return answer.then((response) => (response.ok ? (response.json() as Promise<T>) : ask()), ask);
}
