import { type BodyMeasurements, type FitCounts, fitNudge, fitSummary, isSizeRecommendation, recommendSize, type SizeChart, type SizeRecommendation } from '@/domain';
import { failed, ok, type Result } from '../result';
import type { FitPreferencesService } from '../services/fit-preferences';

/**
 * "Find my size": the chart's size for the shopper's measurements, nudged by what buyers say of
 * the product's fit, remembered for the chart (on the device and, signed in, in the account).
 */
export class FindMySize {
  constructor(private readonly preferences: FitPreferencesService) {}

  async execute(chart: SizeChart, measurements: BodyMeasurements, fits: FitCounts | null): Promise<Result<SizeRecommendation>> {
    const answer = recommendSize(chart, measurements, fits === null ? 0 : fitNudge(fitSummary(fits)));
    if (!isSizeRecommendation(answer)) return failed('validation', answer.message);
    await this.preferences.remember(chart.slug, answer.size, measurements);
    return ok(answer);
  }
}
