// Free loopback ports: each port asked for when free, otherwise one the system picks (0: always the system's).
// Run directly, prints them as JSON: tsx tooling/servers/free-ports.mts 3100 3110 0
import net from 'node:net';

const listen = (port: number) =>
  new Promise<net.Server | null>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

export async function freePorts(wanted: number[]): Promise<number[]> {
  const servers: net.Server[] = [];
  for (const port of wanted) {
    const server = (port && (await listen(port))) || (await listen(0));
    if (!server) throw new Error('free-ports: the system gave no free port');
    servers.push(server);
  }
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

if (process.argv[1] === import.meta.filename) {
  console.log(JSON.stringify(await freePorts(process.argv.slice(2).map(Number))));
}
