// The planner's wait after OneMap's limit. The host's message says when to try again in words fixed when it
// was made ("Try again in 53 s."), while the status line counts the same wait down to the Retry button; both
// shown, the words stand still as the countdown moves on ("Try again in 53 s." beside "Try again in 8 s."), so
// the countdown alone says it. It counts to a deadline, not by ticks: a webview in the background has its timers
// slowed, and a count by ticks would fall behind the moment OneMap takes calls again. Pure: no DOM.

/**
 * The message's own "Try again in …" (or "Wait a minute and try again.") sentence, standing as a sentence (at the
 * start, or after one's end): the countdown says it. The same words inside OneMap's quoted text are its own.
 */
const WAIT_SENTENCE = /(?<=^|[.!?])\s*(?:Try again in \d+ (?:s|min|h)|Wait a minute and try again)\.(?=\s|$)/g;

/** `message` without its wait sentence, for the line that counts the wait down beside it. */
export function withoutWait(message: string): string {
  return message.replace(WAIT_SENTENCE, '').trim();
}

/** Whole seconds left before `deadline` (epoch ms) at `now`, rounded up; 0 once it has come. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
