/**
 * Requests through nginx while API servers are stopped or killed (docs/operations/deploying.md#several-api-servers):
 * every answer's status is kept, and a request nobody answered is kept as 'no answer: …', so a
 * test asserts that every one was answered.
 */
export interface RequestStream {
  /** Every status so far, in the order the answers came. */
  statuses: (number | string)[];
  /** Sends one request and records its answer; null when none came. */
  send(request: Promise<Response>): Promise<Response | null>;
  /** Starts reads in rounds until `stop`; `reads` makes one round's requests. */
  startReads(reads: () => Promise<Response>[]): void;
  stop(): Promise<void>;
}

export function requestStream(): RequestStream {
  const statuses: (number | string)[] = [];
  let streaming = false;
  let loop: Promise<void> = Promise.resolve();
  const send = (request: Promise<Response>) =>
    request.then(
      async (response) => {
        // The body read here: a body cut off midway is a failure too.
        await response.clone().arrayBuffer();
        statuses.push(response.status);
        return response;
      },
      (error: unknown) => {
        statuses.push(`no answer: ${String(error)}`);
        return null;
      },
    );
  return {
    statuses,
    send,
    startReads(reads) {
      streaming = true;
      loop = (async () => {
        while (streaming) await Promise.all(reads().map((request) => send(request)));
      })();
    },
    async stop() {
      streaming = false;
      await loop;
    },
  };
}
