import { act } from '@testing-library/react';

/**
 * Stands in for XMLHttpRequest (file uploads, lib/upload.ts): records what was sent and
 * answers when the test says so. Install with `vi.stubGlobal('XMLHttpRequest', FakeXhr)` and
 * empty `FakeXhr.sent` before each test.
 */
export class FakeXhr extends EventTarget {
  static sent: FakeXhr[] = [];
  readonly upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
  /** The name of the file this request uploads. */
  get fileName() {
    return (this.body?.get('file') as File | null)?.name;
  }
  progress(loaded: number, total: number) {
    act(() => {
      this.upload.dispatchEvent(
        new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
      );
    });
  }
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => {
      this.dispatchEvent(new Event('load'));
    });
  }
}
