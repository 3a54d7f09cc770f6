// Checks GET <base>/api/health every 20 ms until it receives "stop" on stdin, then prints each
// latency (ms) as one JSON array on stdout. A process of its own, so the load generator beside
// it cannot hold up its timers or its responses (bench/dashboard-load.mjs).
import http from 'node:http';

const base = process.argv[2];
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const latencies = [];
const pending = new Set();

const probe = () => {
  const t0 = performance.now();
  const done = new Promise((resolve) => {
    http
      .get(`${base}/api/health`, { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - t0);
          resolve();
        });
      })
      .on('error', () => {
        latencies.push(Number.POSITIVE_INFINITY);
        resolve();
      });
  });
  pending.add(done);
  done.then(() => pending.delete(done));
};

const timer = setInterval(probe, 20);
process.stdin.once('data', async () => {
  clearInterval(timer);
  await Promise.all(pending);
  agent.destroy();
  process.stdout.write(JSON.stringify(latencies));
});
