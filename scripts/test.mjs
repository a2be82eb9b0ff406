// Runs every test: type check, lint, unit, API, browser. Stops at the first failing step.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian package chromium');
    const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit' }).status === 0;
    if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', 'chromium'])) process.exit(1);
  } else {
    console.error('Chromium is missing: run `sudo apt-get install -y chromium` and try again.');
    process.exit(1);
  }
}

mkdirSync('test-results', { recursive: true });
const counts = { passed: 0, failed: 0, skipped: 0 };

const began = Date.now();
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;

function run(title, cmd, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${title}: ${minutes(Date.now() - t0)} ===`);
  return r.status === 0;
}

function addVitest(file) {
  if (!existsSync(file)) return;
  const j = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += j.numPassedTests;
  counts.failed += j.numFailedTests;
  counts.skipped += j.numPendingTests + (j.numTodoTests ?? 0);
}

function addPlaywright(file) {
  if (!existsSync(file)) return;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  counts.passed += s.expected + (s.flaky ?? 0);
  counts.failed += s.unexpected;
  counts.skipped += s.skipped;
}

/**
 * Runs the commands at once (each single-threaded: the type check and the linters share the
 * machine's cores instead of waiting for each other); each prints its output when it ends.
 */
async function runTogether(jobs) {
  const results = await Promise.all(
    jobs.map(
      ([title, cmd, args]) =>
        new Promise((done) => {
          const t0 = Date.now();
          const child = spawn(cmd, args, { env: process.env });
          const out = [];
          child.stdout.on('data', (d) => out.push(d));
          child.stderr.on('data', (d) => out.push(d));
          child.on('close', (code) => {
            console.log(`\n=== ${title} ===`);
            process.stdout.write(Buffer.concat(out));
            console.log(`=== ${title}: ${minutes(Date.now() - t0)} ===`);
            done(code === 0);
          });
        }),
    ),
  );
  return results.every(Boolean);
}

const vitestArgs = (project, out) => [
  'vitest',
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${out}`,
];

const steps = [
  () =>
    runTogether([
      ['type check', 'npx', ['tsc', '-p', '.']],
      ['lint', 'npx', ['eslint', '.']],
      ['format', 'npx', ['prettier', '--check', '.']],
    ]),
  () => {
    const ok = run('unit', 'npx', vitestArgs('unit', 'test-results/unit.json'));
    addVitest('test-results/unit.json');
    return ok;
  },
  () => {
    const ok = run('api', 'npx', vitestArgs('api', 'test-results/api.json'));
    addVitest('test-results/api.json');
    return ok;
  },
  () => run('build', 'npx', ['vite', 'build', '--logLevel', 'warn']),
  () => {
    const ok = run('browser', 'npx', ['playwright', 'test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/e2e.json',
    });
    addPlaywright('test-results/e2e.json');
    return ok;
  },
];

let ok = true;
for (const step of steps) {
  if (!(await step())) {
    ok = false;
    break;
  }
}
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
console.log(`npm test took ${minutes(Date.now() - began)}`);
process.exit(ok ? 0 : 1);
