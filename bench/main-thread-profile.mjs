// Where a slow phone's main thread goes while a server-rendered page loads and hydrates: a real
// Chromium at 4× CPU slowdown, 412 px wide, sampled by V8's profiler from navigation until two
// seconds after the document is marked hydrated (`html[data-hydrated]`). Each stretch of busy main
// thread over 50 ms is printed with our modules' share of it (inclusive) and the costliest frames
// (self), mapped back to their sources through the build's source maps. Lighthouse names a long
// task by its script's URL only; this says which of our modules and packages it was.
// Usage: node bench/main-thread-profile.mjs   (PAGE=/categories/women, PROFILE_PORT=4196 by default)
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';
import { launchChromium, throttledPage } from './chromium.mjs';
import { startStore } from './store-server.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const port = process.env.PROFILE_PORT ?? '4196';
const base = `http://127.0.0.1:${port}`;
const path = process.env.PAGE ?? '/';
/** Samples further apart than this end a stretch of busy main thread (µs). */
const STRETCH_GAP_US = 1_000;
/** Stretches shorter than this are not printed (µs): Lighthouse counts a task as long from 50 ms. */
const SHOWN_FROM_US = 50_000;

/** A frame of the profile as `source:line function`, through the source map of our built assets. */
function sourceNamer() {
  const consumers = new Map();
  const consumerOf = (url) => {
    const file = join(root, 'dist', `${new URL(url).pathname}.map`);
    if (!consumers.has(file)) consumers.set(file, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
    return consumers.get(file);
  };
  return ({ url, lineNumber, columnNumber, functionName }) => {
    const consumer = url.startsWith(`${base}/assets/`) ? consumerOf(url) : null;
    if (!consumer) return `${functionName || '(anonymous)'} ${url.split('/').pop() || '(native)'}`;
    const position = consumer.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    const source = (position.source ?? '?').replace(/^.*node_modules\//, '').replace(/^.*?\/src\//, 'src/');
    return `${source}:${position.line} ${functionName}`.trim();
  };
}

/** The profile's busy stretches: consecutive samples not idle, each with its samples. */
function busyStretches(profile, nodeOf) {
  const stretches = [];
  let time = profile.startTime;
  let current = null;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index];
    const name = nodeOf.get(id).callFrame.functionName;
    if (name === '(idle)' || name === '(program)') {
      if (current && time - current.end > STRETCH_GAP_US) {
        stretches.push(current);
        current = null;
      }
      return;
    }
    current ??= { start: time, end: time, samples: [] };
    current.end = time;
    current.samples.push({ id, micros: profile.timeDeltas[index] });
  });
  if (current) stretches.push(current);
  return stretches;
}

async function profileLoad(browser) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const { page, cdp } = await throttledPage(context);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
  await page.waitForTimeout(2_000);
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();
  return profile;
}

const server = await startStore(port);
const browser = await launchChromium();
try {
  const profile = await profileLoad(browser);
  const nodeOf = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
  const nameOf = sourceNamer();
  const ms = (micros) => `${(micros / 1000).toFixed(0)} ms`;
  console.log(`${path}: main-thread stretches over ${ms(SHOWN_FROM_US)}, real Chromium at 4× CPU (times from the profile's start).`);
  for (const stretch of busyStretches(profile, nodeOf).filter((s) => s.end - s.start > SHOWN_FROM_US)) {
    const inclusive = new Map();
    const own = new Map();
    for (const { id, micros } of stretch.samples) {
      const leaf = nameOf(nodeOf.get(id).callFrame);
      own.set(leaf, (own.get(leaf) ?? 0) + micros);
      const seen = new Set();
      for (let node = id; node !== undefined; node = parentOf.get(node)) {
        const name = nameOf(nodeOf.get(node).callFrame);
        if (seen.has(name)) continue;
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + micros);
      }
    }
    const top = (map, keep, count) => [...map].filter(([name]) => keep(name)).sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, micros]) => `${name} ${ms(micros)}`).join(' | ');
    console.log(`at ${ms(stretch.start - profile.startTime)}, ${ms(stretch.end - stretch.start)} busy`);
    console.log(`  ours (inclusive): ${top(inclusive, (name) => name.startsWith('src/'), 8)}`);
    console.log(`  costliest frames (self): ${top(own, () => true, 6)}`);
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
