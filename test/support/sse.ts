import type { AddressInfo } from 'node:net';
import type { TestApp } from './test-app';

export interface SseMessage {
  id: string | null;
  event: string;
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- each test reads the fields it checks
}

/** The test app listening on loopback, so a streaming client (fetch) can reach it. */
export async function baseUrl(t: TestApp): Promise<string> {
  if (!t.http.address()) await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
}

/**
 * A Server-Sent Events client that keeps every message it received, parsed as the
 * EventSource standard says (id, event, data lines; comments ignored).
 */
export class SseClient {
  readonly messages: SseMessage[] = [];
  /** Comment lines (heartbeats) received. */
  comments = 0;
  private readonly waiters = new Set<() => void>();
  private ended = false;

  private constructor(
    readonly status: number,
    readonly headers: Headers,
    readonly body: string | null,
    private readonly abort: AbortController,
  ) {}

  static async open(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
    const abort = new AbortController();
    const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
    if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
      return new SseClient(res.status, res.headers, await res.text(), abort);
    }
    const client = new SseClient(res.status, res.headers, null, abort);
    void client.read(res.body!);
    return client;
  }

  /** The first message (from the start) that matches, waiting up to timeoutMs for it. */
  async waitFor(match: (m: SseMessage) => boolean, timeoutMs = 5000): Promise<SseMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found;
      if (this.ended) throw new Error(`o fluxo terminou sem a mensagem esperada; recebidas: ${this.types().join(', ')}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`mensagem esperada não chegou em ${timeoutMs} ms; recebidas: ${this.types().join(', ')}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.waiters.add(wake);
      });
    }
  }

  next(event: string, timeoutMs?: number): Promise<SseMessage> {
    return this.waitFor((m) => m.event === event, timeoutMs);
  }

  types(): string[] {
    return this.messages.map((m) => m.event);
  }

  close(): void {
    this.abort.abort();
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          this.parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Aborted by close(), or the server ended the stream.
    } finally {
      this.ended = true;
      this.wake();
    }
  }

  private parse(block: string): void {
    let id: string | null = null;
    let event = 'message';
    const data: string[] = [];
    let fields = 0;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        this.comments += 1;
        continue;
      }
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else continue;
      fields += 1;
    }
    if (fields === 0 || data.length === 0) return;
    this.messages.push({ id, event, data: JSON.parse(data.join('\n')) });
    this.wake();
  }

  private wake(): void {
    for (const wake of [...this.waiters]) wake();
  }
}
