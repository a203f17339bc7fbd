/**
 * Counters, gauges and histograms written in Prometheus' text format (version 0.0.4). The same
 * shapes as prom-client's, kept to what the store measures.
 */

type Labels = Record<string, string | number>;

interface Metric {
  readonly name: string;
  /** The metric's lines, `# HELP` and `# TYPE` first; `collect` runs before. */
  lines(): Promise<string[]>;
}

const escapeLabel = (value: string | number) => String(value).replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');

function labelText(labels: Labels): string {
  const entries = Object.entries(labels);
  return entries.length === 0 ? '' : `{${entries.map(([key, value]) => `${key}="${escapeLabel(value)}"`).join(',')}}`;
}

const keyOf = (labels: Labels) => JSON.stringify(Object.entries(labels).sort(([a], [b]) => a.localeCompare(b)));

const numberText = (value: number) => (Number.isFinite(value) ? String(value) : value > 0 ? '+Inf' : value < 0 ? '-Inf' : 'NaN');

abstract class Series<V> implements Metric {
  protected readonly values = new Map<string, { labels: Labels; value: V }>();

  constructor(
    readonly name: string,
    protected readonly help: string,
    private readonly type: 'counter' | 'gauge' | 'histogram',
    private readonly collect?: (metric: never) => void | Promise<void>,
  ) {}

  protected slot(labels: Labels, initial: () => V): { labels: Labels; value: V } {
    const key = keyOf(labels);
    let slot = this.values.get(key);
    if (slot === undefined) {
      slot = { labels, value: initial() };
      this.values.set(key, slot);
    }
    return slot;
  }

  async lines(): Promise<string[]> {
    await this.collect?.(this as never);
    return [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} ${this.type}`, ...this.valueLines()];
  }

  protected abstract valueLines(): string[];
}

/** A count that only goes up (requests, refusals). */
export class Counter extends Series<number> {
  constructor(name: string, help: string, collect?: (metric: Counter) => void | Promise<void>) {
    super(name, help, 'counter', collect);
  }

  inc(labels: Labels = {}, by = 1): void {
    this.slot(labels, () => 0).value += by;
  }

  /** Sets the total counted elsewhere (a tally kept by the code that counts), at collection. */
  setTotal(labels: Labels, total: number): void {
    this.slot(labels, () => 0).value = total;
  }

  protected valueLines(): string[] {
    return [...this.values.values()].map(({ labels, value }) => `${this.name}${labelText(labels)} ${numberText(value)}`);
  }
}

/** A value that goes up and down (connections in use, a lag), usually set at collection. */
export class Gauge extends Series<number> {
  constructor(name: string, help: string, collect?: (metric: Gauge) => void | Promise<void>) {
    super(name, help, 'gauge', collect);
  }

  set(labels: Labels, value: number): void {
    this.slot(labels, () => 0).value = value;
  }

  protected valueLines(): string[] {
    return [...this.values.values()].map(({ labels, value }) => `${this.name}${labelText(labels)} ${numberText(value)}`);
  }
}

interface Buckets {
  counts: number[];
  sum: number;
  count: number;
}

/** Observations in cumulative buckets (latencies), with their sum and count. */
export class Histogram extends Series<Buckets> {
  constructor(
    name: string,
    help: string,
    private readonly bounds: readonly number[],
  ) {
    super(name, help, 'histogram');
  }

  observe(labels: Labels, value: number): void {
    const slot = this.slot(labels, () => ({ counts: this.bounds.map(() => 0), sum: 0, count: 0 })).value;
    for (let i = 0; i < this.bounds.length; i += 1) if (value <= this.bounds[i]!) slot.counts[i]! += 1;
    slot.sum += value;
    slot.count += 1;
  }

  protected valueLines(): string[] {
    return [...this.values.values()].flatMap(({ labels, value }) => [
      ...this.bounds.map((bound, i) => `${this.name}_bucket${labelText({ ...labels, le: numberText(bound) })} ${value.counts[i]}`),
      `${this.name}_bucket${labelText({ ...labels, le: '+Inf' })} ${value.count}`,
      `${this.name}_sum${labelText(labels)} ${numberText(value.sum)}`,
      `${this.name}_count${labelText(labels)} ${value.count}`,
    ]);
  }
}

/** The metrics of one app, written together. */
export class MetricsRegistry {
  static readonly contentType = 'text/plain; version=0.0.4; charset=utf-8';
  private readonly metrics: Metric[] = [];

  register<M extends Metric>(metric: M): M {
    this.metrics.push(metric);
    return metric;
  }

  /** Every metric in the text format; a metric whose collection fails is left out this time. */
  async text(): Promise<string> {
    const parts = await Promise.all(this.metrics.map((metric) => metric.lines().catch(() => [] as string[])));
    return `${parts.flat().join('\n')}\n`;
  }
}
