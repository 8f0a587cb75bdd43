// Prints, as JSON, one free loopback port for each argument: the port asked for when it is free,
// otherwise one the system picks (an argument of 0 always lets the system pick).
import net from 'node:net';

const listen = (port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

const servers = [];
for (const wanted of process.argv.slice(2).map(Number)) {
  servers.push((wanted && (await listen(wanted))) || (await listen(0)));
}
console.log(JSON.stringify(servers.map((server) => server.address().port)));
for (const server of servers) server.close();
