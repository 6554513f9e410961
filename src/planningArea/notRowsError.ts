// The one refusal of a file whose rows cannot be told apart or written: the commands show it in its own words.
// Its own file, so that the reader and the JSON writer both throw it without importing each other.

/** Thrown when the text is neither a table with a header nor JSON rows the commands can write into. */
export class NotRowsError extends Error {
  override readonly name = 'NotRowsError';
}
