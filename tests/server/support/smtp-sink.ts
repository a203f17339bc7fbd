import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './redis-server.js';

/**
 * A real SMTP server for the delivery tests, on one port it keeps across `stop` and `start` (the
 * mail server going down and coming back). Every accepted message is parsed with mailparser.
 */
export async function startSmtpSink() {
  const port = await freePort();
  const received: ParsedMail[] = [];
  let server: SMTPServer | undefined;

  let running = false;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      if (running) return resolve();
      running = true;
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['AUTH', 'STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream).then(
            (mail) => {
              received.push(mail);
              callback();
            },
            (error: Error) => callback(error),
          );
        },
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!running || server === undefined) return resolve();
      running = false;
      server.close(() => resolve());
    });

  await start();
  return { url: `smtp://127.0.0.1:${port}`, received, start, stop };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
