import { get, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';

/** Send a request target exactly as written (no URL normalisation), with the given `Host` (none when null), and read the whole response. */
export function rawGet(port: number, target: string, host: string | null = '127.0.0.1'): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\n${host === null ? '' : `Host: ${host}\r\n`}Connection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, text });
    });
  });
}

export interface ReloadEvent {
  reloadAll: boolean;
  routes: string[];
}

/** A server-sent-events listener like the page's client, collecting `reload` events. */
export class EventListener {
  events: ReloadEvent[] = [];
  private response: IncomingMessage | undefined;
  private buffer = '';
  private waiters: Array<() => void> = [];

  static open(port: number, route: string, seq?: number): Promise<EventListener> {
    const listener = new EventListener();
    return new Promise((resolve, reject) => {
      get({ host: '127.0.0.1', port, path: `/__docwright/events?route=${encodeURIComponent(route)}${seq === undefined ? '' : `&seq=${seq}`}` }, (response) => {
        listener.response = response;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => listener.take(chunk));
        resolve(listener);
      }).on('error', reject);
    });
  }

  private take(chunk: string): void {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) !== -1) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      if (!/^event: reload$/m.test(block)) continue;
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? '{}';
      this.events.push(JSON.parse(data) as ReloadEvent);
      for (const wake of this.waiters.splice(0)) wake();
    }
  }

  /** Resolves once `count` reload events have arrived. */
  async next(count = this.events.length + 1): Promise<ReloadEvent> {
    while (this.events.length < count) await new Promise<void>((wake) => this.waiters.push(wake));
    const event = this.events[count - 1];
    if (!event) throw new Error('Missing event');
    return event;
  }

  close(): void {
    this.response?.destroy();
  }
}

export async function fetchText(url: string): Promise<{ status: number; text: string; type: string }> {
  const response = await fetch(url);
  return { status: response.status, text: await response.text(), type: response.headers.get('content-type') ?? '' };
}

/** Collects what a writer would see in the terminal. */
export function terminal(): { write(text: string): boolean; text(): string } {
  let text = '';
  return {
    write(chunk: string) {
      text += chunk;
      return true;
    },
    text: () => text,
  };
}

/** Wait until `check` holds, polling an observable effect (not a timing assertion). */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((wake) => setTimeout(wake, 20));
  }
}
