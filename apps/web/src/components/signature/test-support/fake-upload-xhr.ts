import { vi } from 'vitest';

/**
 * The upload PUT's boundary (XMLHttpRequest, used for its progress events). Every PUT is
 * recorded; it reports half-way progress, then answers with the status the test set: at once,
 * or when the test calls finish() (to look at the upload while it runs).
 */
export type RecordedPut = { url: string; contentType: string | undefined; body: unknown };

export type StubUploadOptions = {
  status?: number;
  hold?: boolean;
  /** Called as each PUT is sent, to check its place among the fetch calls. */
  onPut?: (put: RecordedPut) => void;
};

export const stubUploadXhr = ({ status = 200, hold = false, onPut }: StubUploadOptions = {}) => {
  const puts: RecordedPut[] = [];
  const held: (() => void)[] = [];
  class UploadXhr {
    url = '';
    headers: Record<string, string> = {};
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(payload: unknown) {
      const put = { url: this.url, contentType: this.headers['Content-Type'], body: payload };
      puts.push(put);
      onPut?.(put);
      const answer = () => {
        this.status = status;
        this.responseText = JSON.stringify({ success: status < 400 });
        this.onload?.();
      };
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
        if (hold) held.push(answer);
        else answer();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', UploadXhr);
  return { puts, finish: () => held.splice(0).forEach((answer) => answer()) };
};
