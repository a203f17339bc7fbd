// Which main-thread tasks block a slow phone while a server-rendered page loads and hydrates, read
// from a Chromium trace as the thread's CPU time of each task times 4 (Lighthouse's simulated
// throttling multiplies a fast machine's tasks by 4): a figure that a busy machine changes little,
// unlike wall time. For each page, over RUNS loads (412 px phone, unthrottled), it prints the median
// blocking time (each task's time past 50 ms, from first contentful paint until five seconds after
// the load: three for it to hydrate, which is checked, and SETTLE_MS more) and the longest tasks
// of the median run with what ran in them (a module's evaluation, a function call, layout), beside
// the bare React + router app's (the floor, bench/bare-app.mjs). Beside it, the same figure from
// the tasks' wall time, which is what Lighthouse multiplies: where the two differ, the main thread
// waited for a core. It does not replace bench/lighthouse.mjs, whose figures the budgets name; it
// says where the blocking time comes from. The work V8 does for the tracing client (the debugger's
// source positions, DEBUGGER_WORK below) is left out of each task, and said beside it.
// Usage: node bench/long-tasks.mjs   (RUNS=5, PAGES=/,/categories/women,/tags/new-in by default;
// LONG_TASKS_PORT=4192, the bare app on the next port; SETTLE_MS=2000, how long the trace goes on
// past the three seconds a load has to hydrate: longer to see the work done at idle)
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBareApp, serveBareApp } from './bare-app.mjs';
import { launchChromium, PHONE_CPU_SLOWDOWN as CPU_SLOWDOWN } from './chromium.mjs';
import { startStore } from './store-server.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const port = Number(process.env.LONG_TASKS_PORT ?? 4192);
const runs = Number(process.env.RUNS ?? 5);
const paths = (process.env.PAGES ?? '/,/categories/women,/tags/new-in').split(',');
/** A task blocks input for its time past this (ms). */
const BLOCKING_FROM_MS = 50;
/** How long a load is given to hydrate, unthrottled (checked once the trace ends). */
const HYDRATION_WAIT_MS = 3_000;
/** How long the trace goes on after that. */
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 2_000);
// V8's compile events too, for the source positions the debugger makes V8 collect (below).
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading', 'blink.user_timing', 'disabled-by-default-v8.compile'];
/**
 * Work the tracing client causes, not the page: with a DevTools client attached (Playwright is
 * one), V8 records where each new Error was made, and to name the line of each function on the
 * stack it parses that function again. React's DOM renderer makes three errors as it evaluates,
 * inside its whole module and its chunk: 20-30 ms of CPU parsing them again. A trace Chromium
 * records with no client attached (--trace-startup) has none of it, and in Lighthouse's no module
 * evaluation lasts 5 ms.
 */
const DEBUGGER_WORK = 'V8.CollectSourcePositions';

/** The renderer's main thread: the thread whose tasks took the most CPU time. */
function mainThreadEvents(traceEvents) {
  const busy = new Map();
  for (const event of traceEvents) {
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    const thread = `${event.pid}:${event.tid}`;
    busy.set(thread, (busy.get(thread) ?? 0) + (event.tdur ?? 0));
  }
  const [main] = [...busy].sort((a, b) => b[1] - a[1])[0];
  const onMain = traceEvents.filter((event) => `${event.pid}:${event.tid}` === main);
  return {
    complete: onMain.filter((event) => event.ph === 'X' && event.dur).sort((a, b) => a.ts - b.ts),
    firstPaint: onMain.find((event) => event.name === 'firstContentfulPaint')?.ts,
  };
}

/** The thread CPU time (µs) of the debugger's work (DEBUGGER_WORK events) inside a task. */
function debuggerCpuIn(task, debuggerEvents) {
  return debuggerEvents
    .filter((event) => event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur)
    .reduce((sum, event) => sum + (event.tdur ?? event.dur), 0);
}

/** What ran directly in a task, each with its simulated time: "v8.evaluateModule(abc.js) 120". */
function whatRan(task, events) {
  const direct = [];
  let end = task.ts;
  for (const event of events) {
    if (event === task || event.ts < task.ts || event.ts + event.dur > task.ts + task.dur || event.ts < end) continue;
    direct.push(event);
    end = event.ts + event.dur;
  }
  const simulated = (event) => Math.round(((event.tdur ?? event.dur) * CPU_SLOWDOWN) / 1000);
  const named = (event) => {
    const file = event.args?.data?.url?.split('/').pop();
    return file ? `${event.name}(${file})` : event.name;
  };
  return direct.filter((event) => simulated(event) >= 5).map((event) => `${named(event)} ${simulated(event)}`).join(', ');
}

async function traceLoad(browser, url, waitForHydration) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(url, { waitUntil: 'load' });
  // Not waitForSelector while tracing: Playwright's selector engine is a script it injects into the
  // page, whose parse was a task of 10-20 ms CPU in every trace (40-80 ms × 4), none of the page's.
  // The page is told hydrated after the trace, from outside it.
  await new Promise((done) => setTimeout(done, HYDRATION_WAIT_MS + SETTLE_MS));
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  const hydrated = await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
  await context.close();
  if (waitForHydration && !hydrated) throw new Error(`${url} had not hydrated within ${HYDRATION_WAIT_MS} ms: the trace would miss part of it.`);
  const { complete, firstPaint } = mainThreadEvents(traceEvents);
  const from = firstPaint ?? complete[0].ts;
  const debuggerEvents = complete.filter((event) => event.name === DEBUGGER_WORK);
  const afterPaint = complete
    .filter((event) => event.name === 'RunTask' && event.ts >= from)
    .map((task) => {
      const debuggerCpu = debuggerCpuIn(task, debuggerEvents);
      return { task, debuggerMs: (debuggerCpu * CPU_SLOWDOWN) / 1000, ms: (((task.tdur ?? task.dur) - debuggerCpu) * CPU_SLOWDOWN) / 1000 };
    });
  const tasks = afterPaint.filter(({ ms }) => ms > BLOCKING_FROM_MS);
  return {
    blocking: tasks.reduce((sum, { ms }) => sum + ms - BLOCKING_FROM_MS, 0),
    // The same from each task's wall time, as Lighthouse's simulation reads it: on a shared machine
    // a task also lasts while its thread waits for a core, and the slowdown multiplies that too.
    // (The debugger's work stays in: its wall time is not told apart from the waits.)
    wallBlocking: afterPaint.map(({ task }) => (task.dur * CPU_SLOWDOWN) / 1000).reduce((sum, ms) => sum + Math.max(0, ms - BLOCKING_FROM_MS), 0),
    longest: tasks
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5)
      .map(({ task, ms, debuggerMs }) => {
        const left = debuggerMs >= 1 ? `; ${Math.round(debuggerMs)} ms of the debugger's source positions left out` : '';
        return `${Math.round(ms)} ms (wall ${Math.round((task.dur * CPU_SLOWDOWN) / 1000)}${left}) at ${Math.round((task.ts - from) / 1000)} ms [${whatRan(task, complete)}]`;
      }),
  };
}

async function measure(browser, url, waitForHydration) {
  const loads = [];
  for (let run = 0; run < runs; run += 1) loads.push(await traceLoad(browser, url, waitForHydration));
  loads.sort((a, b) => a.blocking - b.blocking);
  return { median: loads[Math.floor(loads.length / 2)], all: loads.map((load) => Math.round(load.blocking)), wall: loads.map((load) => Math.round(load.wallBlocking)) };
}

const store = await startStore(port);
const bare = await serveBareApp(await buildBareApp(join(root, 'bench', '.tmp', 'long-tasks-bare')), port + 1);
const browser = await launchChromium();
try {
  console.log(`Blocking time of a load, main-thread CPU time × ${CPU_SLOWDOWN} (Lighthouse's simulation), phone, medians of ${runs}:`);
  const floor = await measure(browser, `http://127.0.0.1:${port + 1}/`, false);
  console.log(`bare app: ${Math.round(floor.median.blocking)} ms (runs ${floor.all.join(' ')}; from wall time instead: ${floor.wall.join(' ')})`);
  for (const path of paths) {
    const { median, all, wall } = await measure(browser, `http://127.0.0.1:${port}${path}`, true);
    console.log(`\n${path}: ${Math.round(median.blocking)} ms (runs ${all.join(' ')}; from wall time instead: ${wall.join(' ')})`);
    for (const line of median.longest) console.log(`  ${line}`);
  }
} finally {
  await browser.close();
  await bare.close();
  store.kill('SIGTERM');
}
