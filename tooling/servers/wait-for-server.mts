// Waits for a server that a script has just started to accept connections on its loopback port.
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Resolves once 127.0.0.1:`port` accepts; rejects after `timeoutMs` or once `child` exits ("<server> …"). */
export async function waitForServer(
  port: number,
  { timeoutMs, child }: { timeoutMs: number; child?: ChildProcess },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`exited while starting (code ${child.exitCode ?? child.signalCode})`);
    }
    if (await accepts(port)) return;
    await delay(100);
  }
  throw new Error(`did not answer within ${timeoutMs / 1000} s`);
}
