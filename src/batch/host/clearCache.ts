// OneMap: Clear Cached Answers: forgets every answer batch jobs kept on disk, for every OneMap address, and says
// how many it removed. The next job asks OneMap again.
import * as vscode from 'vscode';
import { clearAnswerCaches } from '../answerCache';
import { count } from '../jobProgress';

/** `clearOpen` empties the cache a job may hold open (it would write its answers back), saying how many it held. */
export async function clearCachedAnswers(storage: vscode.Uri, clearOpen: () => Promise<number>): Promise<{ removed: number }> {
  const removed = (await clearOpen()) + (await clearAnswerCaches(storage.fsPath));
  const answers = removed === 1 ? '1 cached answer' : `${count(removed)} cached answers`;
  void vscode.window.showInformationMessage(removed === 0 ? 'There were no cached OneMap answers to remove.' : `Removed ${answers}: the next job asks OneMap again.`);
  return { removed };
}
