import { Worker } from 'node:worker_threads';
import { ROTATE_BYTES } from './mail-acceptance-journal.ts';
import type { OutgoingMail } from './outgoing-mail.ts';

/** An SMTP failure as it comes back from the thread: the fields nodemailer's errors carry. */
export class SmtpSendError extends Error {
  readonly code?: string;
  readonly responseCode?: number;
  readonly response?: string;
  readonly command?: string;
  constructor(e: {
    message: string;
    code?: string;
    responseCode?: number;
    response?: string;
    command?: string;
  }) {
    super(e.message);
    this.name = 'SmtpSendError';
    this.code = e.code;
    this.responseCode = e.responseCode;
    this.response = e.response;
    this.command = e.command;
  }
}

type Reply = { id: number; error?: ConstructorParameters<typeof SmtpSendError>[0] };
type Pending = { resolve: () => void; reject: (e: Error) => void };

/**
 * nodemailer's pooled transport on a thread of its own. Encoding a mail (MIME, quoted-printable,
 * line wrapping) is most of what sending costs this process, ~1.2 ms of CPU per signing request:
 * on the main thread a bulk send's mails took that from every HTTP request and every other job.
 * The thread starts at the first mail (a web-only process never starts one) and is started again
 * if it dies; what it was sending fails and is retried by its job.
 */
export class SmtpThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  /** `journal`: where accepted Message-IDs are written (mail-acceptance-journal.ts), or none. */
  constructor(
    private readonly url: string,
    private readonly journal?: string,
  ) {}

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./smtp-thread.mjs', import.meta.url), {
      workerData: { url: this.url, journal: this.journal, rotateBytes: ROTATE_BYTES },
    });
    worker.unref();
    worker.on('message', ({ id, error }: Reply) => {
      const waiting = this.pending.get(id);
      this.pending.delete(id);
      if (this.pending.size === 0) worker.unref();
      if (error) waiting?.reject(new SmtpSendError(error));
      else waiting?.resolve();
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const p of this.pending.values()) p.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('The SMTP thread stopped')));
    this.worker = worker;
    return worker;
  }

  send(mail: OutgoingMail): Promise<void> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<void>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // Referenced while it has work, so a caller awaiting a mail keeps the process alive.
      worker.ref();
      worker.postMessage({ id, mail });
    });
  }

  close(): void {
    const worker = this.worker;
    this.worker = undefined;
    void worker?.terminate();
  }
}
