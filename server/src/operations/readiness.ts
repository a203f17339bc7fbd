import { sql, type Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Database } from '../db/types.js';
import { pendingMigrations } from '../db/migrate.js';
import type { CatalogueReads } from '../features/catalogue/catalogue-context.js';

/** What a load balancer is told: `ready` takes traffic; the others answer 503. */
export type ReadinessStatus = 'starting' | 'ready' | 'draining' | 'degraded';

/** A part's state: `ok`, or what is wrong with it. */
export type PartState = 'ok' | string;

export interface ReadinessAnswer {
  status: ReadinessStatus;
  /** Each part checked, and the parts not `ok`. */
  checks: Record<string, PartState>;
  failing: string[];
}

/** How long one check may take before its part counts as not answering. */
const CHECK_LIMIT_MS = 1000;

function within<T>(ms: number, work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface ReadinessParts {
  db: Kysely<Database>;
  /** The catalogue's reads over the copy in memory. */
  catalogue: { reads: Pick<CatalogueReads, 'warmUp'> };
  /** The rate limits' Redis, when configured. */
  redis?: Redis;
}

/**
 * Whether this instance should take traffic: the database answers and has every migration this
 * code knows, the catalogue's copy in memory is loaded and catches up with the database, and
 * Redis answers when configured. `starting` until all of them first hold; `draining` from
 * SIGTERM on, whatever they say.
 */
export class Readiness {
  private draining = false;
  private everReady = false;
  private migrationsCurrent = false;

  constructor(private readonly parts: ReadinessParts) {}

  /** From now on the answer is 503 `draining`: the balancer sends no more requests here. */
  drain(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  async check(): Promise<ReadinessAnswer> {
    const entries = await Promise.all(
      Object.entries(this.checks()).map(async ([part, run]) => {
        try {
          await within(CHECK_LIMIT_MS, run(), part);
          return [part, 'ok'] as const;
        } catch (error) {
          return [part, reason(error)] as const;
        }
      }),
    );
    const checks: Record<string, PartState> = Object.fromEntries(entries);
    const failing = Object.keys(checks).filter((part) => checks[part] !== 'ok');
    if (failing.length === 0 && !this.draining) this.everReady = true;
    const status: ReadinessStatus = this.draining ? 'draining' : failing.length === 0 ? 'ready' : this.everReady ? 'degraded' : 'starting';
    return { status, checks, failing: this.draining ? ['draining', ...failing] : failing };
  }

  private checks(): Record<string, () => Promise<unknown>> {
    const { db, catalogue, redis } = this.parts;
    const parts: Record<string, () => Promise<unknown>> = {
      database: () => sql`SELECT 1`.execute(db),
      migrations: async () => {
        if (this.migrationsCurrent) return;
        const pending = await pendingMigrations(db);
        if (pending.length > 0) throw new Error(`not run yet: ${pending.join(', ')}`);
        this.migrationsCurrent = true; // a migration once run stays run
      },
      // One look at the catalogue's changes log: the copy is loaded and follows the database.
      catalogue: () => catalogue.reads.warmUp(),
    };
    if (redis !== undefined) parts.redis = () => redis.ping();
    return parts;
  }
}
