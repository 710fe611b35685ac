/**
 * Preloaded into a benchmarked server (`node --import`) when the bench is given a port range
 * (BENCH_PORT_BASE): a server that asks the OS for any port (port 0) gets BENCH_LISTEN_PORT
 * instead, so a bench on a shared machine keeps to the ports it was given. Servers that name
 * their port are left alone.
 */
import net from 'node:net';

const port = Number(process.env.BENCH_LISTEN_PORT);
if (Number.isInteger(port) && port > 0) {
  const listen = net.Server.prototype.listen;
  net.Server.prototype.listen = function (...args) {
    const first = args[0];
    if (typeof first === 'object' && first !== null && Number(first.port) === 0) {
      args[0] = { ...first, port };
    } else if (first === 0 || first === '0') {
      args[0] = port;
    }
    return listen.apply(this, args);
  };
}
