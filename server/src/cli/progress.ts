/** Progress of a long command: a bar redrawn in place on a terminal, plain lines otherwise (logs, CI). */
export interface Progress {
  update(done: number): void;
  stop(): void;
}

const WIDTH = 30;

/** Reports `what` out of `total` to `stream` (stderr by default, so stdout stays the command's output). */
export function progress(what: string, total: number, stream: NodeJS.WriteStream = process.stderr): Progress {
  const started = Date.now();
  if (stream.isTTY) {
    const draw = (done: number) => {
      const filled = total === 0 ? WIDTH : Math.round((done / total) * WIDTH);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      stream.write(`\r${what} [${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}] ${done}/${total} ${seconds}s`);
    };
    draw(0);
    return { update: draw, stop: () => stream.write('\n') };
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
