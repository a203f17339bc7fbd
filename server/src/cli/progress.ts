import { Presets, SingleBar } from 'cli-progress';

/** Progress of a long command: cli-progress's bar on a terminal, plain lines otherwise (logs, CI). */
export interface Progress {
  update(done: number): void;
  stop(): void;
}

/** Reports `what` out of `total` to `stream` (stderr by default, so stdout stays the command's output). */
export function progress(what: string, total: number, stream: NodeJS.WriteStream = process.stderr): Progress {
  if (stream.isTTY) {
    const bar = new SingleBar({ stream, format: `${what} [{bar}] {value}/{total} {duration}s`, hideCursor: true }, Presets.shades_classic);
    bar.start(total, 0);
    return { update: (done) => bar.update(done), stop: () => bar.stop() };
  }
  // Every tenth or so, so a log of 10,000 rows stays a dozen lines.
  const step = Math.max(1, Math.ceil(total / 10));
  let reported = -1;
  return {
    update(done) {
      if (done === total || Math.floor(done / step) > Math.floor(reported / step)) {
        stream.write(`${what}: ${done}/${total}\n`);
        reported = done;
      }
    },
    stop: () => undefined,
  };
}
