/**
 * The drain of a stopping server (lib/server/shutdown.ts; issue 31, part 2) on a real node:http server:
 * a request in flight finishes and its answer closes the connection, a new connection is refused at
 * once, idle keep-alive connections are closed, the closers run after the requests and in their order,
 * a request past the grace is cut, and the signal ends the process with 0.
 */
import { createServer, request, Agent, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { readiness } from '../observability/readiness';
import { FRESH_CONNECTION_MS, installGracefulShutdown, isDraining, onDrain, onShutdown, resetShutdownForTests } from '../shutdown';

interface Held {
  /** Resolves when the handler has the request (it is in flight). */
  arrived: Promise<void>;
  /** Lets the handler answer. */
  release: () => void;
}

/** A server whose /hold requests wait until released; anything else is answered at once. */
function holdingServer() {
  const waiting: Array<() => void> = [];
  const arrivals: Array<() => void> = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const answer = () => res.end('done');
    if (req.url !== '/hold') return answer();
    waiting.push(answer);
    arrivals.shift()?.();
  });
  const hold = (): Held => {
    const arrived = new Promise<void>((resolve) => arrivals.push(resolve));
    return { arrived, release: () => waiting.shift()?.() };
  };
  return { server, hold };
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function get(port: number, path: string, agent?: Agent): Promise<{ status: number; body: string; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: agent ?? false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Resolves with the connect error's code, or 'connected'. */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)));
  });
}

beforeEach(() => resetShutdownForTests());
afterAll(() => resetShutdownForTests());

describe('a server that is stopping', () => {
  it('refuses new connections at once, lets the request in flight finish (Connection: close), then runs the closers in order', async () => {
    const { server, hold } = holdingServer();
    const order: string[] = [];
    onDrain(() => order.push('drain'));
    onShutdown('database', 'database', () => void order.push('database'));
    onShutdown('redis', 'clients', () => void order.push('clients'));
    onShutdown('jobs', 'work', () => void order.push('work'));
    const graceful = installGracefulShutdown(server, { graceMs: 10_000, signals: [] });
    const port = await listen(server);

    const held = hold();
    const answer = get(port, '/hold');
    await held.arrived;
    expect(graceful.inFlight()).toBe(1);
    expect(isDraining()).toBe(false);

    const drained = graceful.drain();
    expect(isDraining()).toBe(true);
    // The readiness answer turns 503 at once, so the balancer sends nothing new here.
    expect(await readiness()).toEqual({ ready: false, checks: { server: 'draining' } });
    expect(order).toEqual(['drain']);
    expect(await tryConnect(port)).toBe('ECONNREFUSED');
    // Still waiting for the request: no closer has run.
    expect(order).toEqual(['drain']);

    held.release();
    expect(await answer).toEqual({ status: 200, body: 'done', connection: 'close' });
    expect(await drained).toEqual({ cut: 0 });
    expect(order).toEqual(['drain', 'work', 'clients', 'database']);
    expect(server.listening).toBe(false);
  });

  it('closes an idle keep-alive connection at once: with nothing in flight the drain ends at once', async () => {
    const { server } = holdingServer();
    const graceful = installGracefulShutdown(server, { graceMs: 10_000, signals: [] });
    const port = await listen(server);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await get(port, '/', agent)).connection).toBe('keep-alive');
      const idle = Object.values(agent.freeSockets).flat()[0]!;
      const closed = new Promise<void>((resolve) => idle.once('close', () => resolve()));
      const started = Date.now();
      expect(await graceful.drain()).toEqual({ cut: 0 });
      await closed;
      // Not the 10 s grace, nor Node's 5 s keep-alive timeout.
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      agent.destroy();
    }
  });

  it('answers a request sent on a connection accepted just before the signal (Connection: close), and closes a silent one after a second', async () => {
    const { server } = holdingServer();
    const graceful = installGracefulShutdown(server, { graceMs: 10_000, signals: [] });
    const port = await listen(server);
    const open = async () => {
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(text)));
      return { socket, closed };
    };
    const sender = await open();
    const silent = await open();
    // Both accepted by the server before the drain (its connection handler has run).
    await new Promise((resolve) => setImmediate(resolve));
    const started = Date.now();
    const drained = graceful.drain();
    sender.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    const answer = await sender.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(await silent.closed).toBe('');
    expect(await drained).toEqual({ cut: 0 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(FRESH_CONNECTION_MS - 50);
  });

  it('cuts a request still running when the grace is over, and still closes the pools', async () => {
    const { server, hold } = holdingServer();
    const closed: string[] = [];
    onShutdown('database', 'database', () => void closed.push('database'));
    const graceful = installGracefulShutdown(server, { graceMs: 200, signals: [] });
    const port = await listen(server);
    const held = hold();
    const answer = get(port, '/hold').catch((error: NodeJS.ErrnoException) => error.code);
    await held.arrived;
    expect(await graceful.drain()).toEqual({ cut: 1 });
    expect(await answer).toBe('ECONNRESET');
    expect(closed).toEqual(['database']);
  });

  it('a stream opened after the drain began is told at once', async () => {
    const { server } = holdingServer();
    const graceful = installGracefulShutdown(server, { graceMs: 1_000, signals: [] });
    await graceful.drain();
    await new Promise<void>((resolve) => onDrain(resolve));
  });

  it('SIGTERM drains and exits 0; a second signal changes nothing', async () => {
    const { server, hold } = holdingServer();
    const exits: number[] = [];
    let exited: () => void = () => undefined;
    const exit = new Promise<void>((resolve) => (exited = resolve));
    // SIGUSR2 stands for SIGTERM: the test runner must not be stopped by a real one.
    installGracefulShutdown(server, {
      graceMs: 10_000,
      signals: ['SIGUSR2'],
      exit: (code) => {
        exits.push(code);
        exited();
      },
    });
    const port = await listen(server);
    const held = hold();
    const answer = get(port, '/hold');
    await held.arrived;
    process.kill(process.pid, 'SIGUSR2');
    await new Promise<void>((resolve) => onDrain(resolve));
    process.kill(process.pid, 'SIGUSR2');
    expect(exits).toEqual([]);
    held.release();
    expect((await answer).status).toBe(200);
    await exit;
    expect(exits).toEqual([0]);
    process.removeAllListeners('SIGUSR2');
  });
});
