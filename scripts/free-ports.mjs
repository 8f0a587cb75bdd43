// Free loopback ports: the port asked for when it is free, otherwise one the system picks (0 always lets
// the system pick). Run directly, prints them as JSON: node scripts/free-ports.mjs 3100 3110 0
import net from 'node:net';

const listen = (port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

/** @param {number[]} wanted */
export async function freePorts(wanted) {
  const servers = [];
  for (const port of wanted) servers.push((port && (await listen(port))) || (await listen(0)));
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

if (process.argv[1] === import.meta.filename) {
  console.log(JSON.stringify(await freePorts(process.argv.slice(2).map(Number))));
}
