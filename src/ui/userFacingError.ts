/** An error whose message is written for the user and is shown as it is. */
export class UserFacingError extends Error {
  override readonly name = 'UserFacingError';
}
