/**
 * The sending side of the hostile-files benchmark, on its own thread: sending a 2 MB body and
 * reading its answer on the thread that times the other merchant's list would count the bench's
 * own work as the API's. Sends one file again and again, a pause after each answer, for a while
 * (once when it got no answer), then posts the answers with times on the shared clock
 * (`performance.timeOrigin + performance.now()`), since each thread's `performance.now()` starts
 * at its own origin.
 */
import { parentPort, workerData } from 'node:worker_threads';

export type UploadJob = {
  url: string;
  token: string;
  merchantId: number;
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
  sendingMs: number;
  pauseMs: number;
  waitMs: number;
};
export type UploadAnswer = {
  started: number;
  ended: number;
  ms: number;
  answer: string;
  status?: number;
};

const now = () => performance.timeOrigin + performance.now();

async function uploadOnce(job: UploadJob): Promise<UploadAnswer> {
  const started = now();
  const response = await fetch(job.url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${job.token}`,
      'x-merchant-id': String(job.merchantId),
      'content-type': job.contentType,
    },
    body: job.body,
    signal: AbortSignal.timeout(job.waitMs),
  }).catch((error: Error) => error);
  if (response instanceof Error) {
    const ended = now();
    return { started, ended, ms: ended - started, answer: `no answer (${response.name})` };
  }
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  const ended = now();
  return {
    started,
    ended,
    ms: ended - started,
    answer: `${response.status} ${body.message ?? ''}`.trim(),
    status: response.status,
  };
}

const job = workerData as UploadJob;
const answers: UploadAnswer[] = [];
const sendingSince = now();
do {
  answers.push(await uploadOnce(job));
  // A file that got no answer is not sent again: one such wait is the figure.
  if (!answers.at(-1)!.status) break;
  await new Promise((resolve) => setTimeout(resolve, job.pauseMs));
} while (now() - sendingSince < job.sendingMs);
parentPort!.postMessage(answers);
