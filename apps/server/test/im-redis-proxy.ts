import net from 'node:net';

/**
 * A TCP proxy in front of Redis that a test can cut and restore, to make Redis unavailable to the servers
 * behind it without touching the Redis the rest of the machine shares. While cut, every connection
 * through it is dropped and new ones are closed as soon as they open.
 */
export class RedisProxy {
  private readonly open = new Set<net.Socket>();
  private readonly server = net.createServer((client) => this.relay(client));
  private cut = false;
  url = '';

  private constructor(private readonly target: URL) {}

  static async start(redisUrl: string): Promise<RedisProxy> {
    const proxy = new RedisProxy(new URL(redisUrl));
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    const url = new URL(redisUrl);
    url.hostname = '127.0.0.1';
    url.port = String((proxy.server.address() as net.AddressInfo).port);
    proxy.url = url.toString();
    return proxy;
  }

  private relay(client: net.Socket): void {
    if (this.cut) return void client.destroy();
    const upstream = net.connect(Number(this.target.port || 6379), this.target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      this.open.add(from);
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        this.open.delete(from);
        to.destroy();
      });
    }
  }

  /** Redis goes away: every connection through the proxy drops, and new ones are refused. */
  cutOff(): void {
    this.cut = true;
    for (const socket of this.open) socket.destroy();
  }

  restore(): void {
    this.cut = false;
  }

  async stop(): Promise<void> {
    this.cutOff();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
