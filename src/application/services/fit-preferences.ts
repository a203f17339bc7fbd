import type { BodyMeasurements, MeasureUnit, RememberedSizes } from '@/domain';
import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { FitPreferences } from '../models/fit';
import type { FitGateway, FitStorage, Logger } from '../ports';
import { attempt } from '../result';
import type { AuthStore } from '../stores';

/**
 * "Find my size" as the shopper left it: the guide's unit and a found size per chart, kept on the
 * device and, for a signed-in shopper, in the account (the account's win when both have a chart).
 */
export class FitPreferencesService {
  private readonly subject: BehaviorSubject<FitPreferences>;
  readonly preferences$: Observable<FitPreferences>;
  readonly unit$: Observable<MeasureUnit>;
  /** The found size per chart, what preselects a size on other products of that chart. */
  readonly rememberedSizes$: Observable<RememberedSizes>;
  private synced = false;

  constructor(
    private readonly storage: FitStorage,
    private readonly gateway: FitGateway,
    private readonly auth: AuthStore,
    private readonly logger: Logger,
  ) {
    this.subject = new BehaviorSubject(storage.load());
    this.preferences$ = this.subject.asObservable();
    this.unit$ = this.preferences$.pipe(map((preferences) => preferences.unit), distinctUntilChanged());
    this.rememberedSizes$ = this.preferences$.pipe(
      map((preferences) => Object.fromEntries(Object.entries(preferences.sizes).map(([chart, found]) => [chart, found.size]))),
    );
  }

  get snapshot(): FitPreferences {
    return this.subject.getValue();
  }

  /** Shows the guide in centimetres or inches from now on. */
  chooseUnit(unit: MeasureUnit): void {
    this.keep({ ...this.snapshot, unit });
  }

  /** Keeps the size found for a chart on the device and, signed in, in the account. */
  async remember(chart: string, size: string, measurements: BodyMeasurements): Promise<void> {
    this.keep({ ...this.snapshot, sizes: { ...this.snapshot.sizes, [chart]: { size, measurements } } });
    if (!this.auth.isAuthenticated) return;
    await attempt(this.logger, 'Keeping the found size in the account failed.', () => this.gateway.keepAccountSize(chart, size, measurements));
  }

  /** Takes the sizes the account keeps, once per session; a failure leaves the device's. */
  async syncWithAccount(): Promise<void> {
    if (this.synced || !this.auth.isAuthenticated) return;
    this.synced = true;
    const kept = await attempt(this.logger, 'Reading the account\'s sizes failed.', () => this.gateway.accountSizes());
    if (!kept.ok || kept.value.length === 0) return;
    const fromAccount = Object.fromEntries(kept.value.map((each) => [each.chart, { size: each.size, measurements: each.measurements }]));
    this.keep({ ...this.snapshot, sizes: { ...this.snapshot.sizes, ...fromAccount } });
  }

  private keep(preferences: FitPreferences): void {
    this.subject.next(preferences);
    this.storage.save(preferences);
  }
}
