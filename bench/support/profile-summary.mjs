// Sums up a V8 .cpuprofile (node --cpu-prof): self time by package or source file, and the
// heaviest functions, so a decision record can say where a request's time goes.
//   node bench/support/profile-summary.mjs /tmp/prof/CPU.*.cpuprofile [top] [last seconds]
// With "last seconds", only the end of the run counts (family-reads.mjs ends with its max-rate
// family read, then a second or so of shutting down).
import { readFileSync } from 'node:fs';

const [file, topArg, lastArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/support/profile-summary.mjs <file.cpuprofile> [top] [last seconds]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));

// Self time per node: samples are node ids, timeDeltas the microseconds before each sample.
const at = [];
let clock = 0;
for (const delta of profile.timeDeltas) {
  clock += delta;
  at.push(clock);
}
const from = lastArg ? clock - Number(lastArg) * 1e6 : 0;
const selfUs = new Map();
profile.samples.forEach((id, i) => {
  if (at[i] < from) return;
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

/** node_modules/<pkg> (scoped too), a node: internal, our own file, or V8's own work. */
function area(url, name) {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (url.startsWith('node:'))
    return url
      .replace(/^node:(internal\/)?/, 'node:')
      .split('/')
      .slice(0, 2)
      .join('/');
  return url.replace(/^file:\/\//, '').replace(`${process.cwd()}/`, '');
}

const byArea = new Map();
const byFunction = new Map();
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  if (!us) continue;
  const { url, functionName, lineNumber } = node.callFrame;
  const a = area(url, functionName);
  byArea.set(a, (byArea.get(a) ?? 0) + us);
  const key = `${functionName || '(anonymous)'}  ${a}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
}

const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(
      `${((us / total) * 100).toFixed(1).padStart(6)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`,
    );
  }
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
print('self time by package or file', byArea);
print('self time by function', byFunction);
