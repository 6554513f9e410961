// The worker thread's entry (dist/mapdataworker.js): reads each file it is sent and answers (readRequest.ts).
import { parentPort } from 'node:worker_threads';
import { answerRead } from './readRequest';
import type { ReadRequest } from './readReply';

parentPort?.on('message', (request: ReadRequest) => parentPort?.postMessage(answerRead(request)));
