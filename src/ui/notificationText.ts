// VS Code's notification toasts show about two lines and cut the rest, so a long message (OneMap's own words
// with our advice, a list of names) loses its end, which is often the part that says what to do.

/** About two lines of a toast at VS Code's default width. */
export const NOTIFICATION_LIMIT = 160;

export interface NotificationText {
  /** What the toast shows: the whole message, or its first sentences and an ellipsis. */
  shown: string;
  /** True when `shown` is not the whole message: offer "Show Details". */
  cut: boolean;
}

/** The message as the toast should show it, cut at a sentence (else a word) end within the limit. */
export function notificationText(message: string, limit = NOTIFICATION_LIMIT): NotificationText {
  const text = message.trim();
  if (text.length <= limit) return { shown: text, cut: false };
  const head = text.slice(0, limit - 1);
  const sentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf(': '), head.lastIndexOf('? '));
  if (sentenceEnd >= limit / 3) return { shown: `${head.slice(0, sentenceEnd + 1)} …`, cut: true };
  const wordEnd = head.lastIndexOf(' ');
  return { shown: `${head.slice(0, wordEnd > limit / 3 ? wordEnd : limit - 1)}…`, cut: true };
}

/**
 * The message with "(place)" at the end of its first sentence, which the toast always shows: appended at the
 * end, the line and column were the first words cut. A message opening with a quoted text ("1. 2" …) is
 * read from the quote's end on, so that a full stop inside the quote is not taken for the sentence's.
 */
export function withPlace(message: string, place: string): string {
  const from = message.startsWith('"') ? Math.max(0, message.indexOf('" ', 1)) : 0;
  const end = message.slice(from).search(/\.(\s|$)/);
  if (end < 0) return `${message} (${place})`;
  return `${message.slice(0, from + end)} (${place})${message.slice(from + end)}`;
}
