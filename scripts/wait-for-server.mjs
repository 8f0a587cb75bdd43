// Waits for a server that a script has just started (the bundled server, nginx, `npm run dev`) to accept
// connections on its loopback port: one loop for every script that starts one.
import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

const accepts = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Resolves once 127.0.0.1:`port` accepts a connection. Rejects after `timeoutMs`, or as soon as `child`,
 * the server's process, has exited; the message completes a sentence that names the server.
 * @param {number} port
 * @param {{ timeoutMs: number, child?: import('node:child_process').ChildProcess }} options
 */
export async function waitForServer(port, { timeoutMs, child }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`terminó al arrancar (código ${child.exitCode ?? child.signalCode})`);
    }
    if (await accepts(port)) return;
    await delay(100);
  }
  throw new Error(`no respondió en ${timeoutMs / 1000} s`);
}
