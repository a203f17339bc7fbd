/**
 * `npm run catalogue:import -- <file.csv|file.json> [--images <folder>] [--dry-run] [--archive-missing] [--skip-invalid]`
 * Exit code 0 when imported (or, on a dry run, importable), 1 when the file has problems, 2 on wrong usage.
 */
import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { importCatalogue, type ImportReport } from '../features/catalogue-import/import-catalogue.js';
import { type Progress, progress } from './progress.js';
import { photosDirOf, withStoreDatabase } from './store-database.js';

const say = (line: string) => console.error(`[import] ${line}`);

/** The report a merchant reads: every problem with its place, then what changed. */
function reportLines(report: ImportReport, dryRun: boolean): string[] {
  const lines = report.problems.map((problem) => `${problem.where}: ${problem.message}`);
  const { inFile, valid } = report.products;
  if (report.problems.length > 0) lines.push(`${report.problems.length} problem${report.problems.length === 1 ? '' : 's'}; ${inFile - valid} of ${inFile} products have some`);
  if (report.counts === null) lines.push('nothing written: fix the rows above (or pass --skip-invalid to import the others)');
  else {
    const { created, updated, unchanged, archived, variantsCreated, variantsUpdated } = report.counts;
    const verb = dryRun ? 'would be' : 'were';
    lines.push(`${created} products ${verb} created, ${updated} updated, ${unchanged} unchanged, ${archived} archived; ${variantsCreated} variants ${verb} created, ${variantsUpdated} updated`);
    if (dryRun) lines.push('dry run: nothing written');
  }
  return lines;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      images: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      'archive-missing': { type: 'boolean', default: false },
      'skip-invalid': { type: 'boolean', default: false },
    },
  });
  const [file] = positionals;
  const format = file === undefined ? undefined : ({ '.csv': 'csv', '.json': 'json' } as const)[extname(file).toLowerCase()];
  if (file === undefined || format === undefined || positionals.length > 1) {
    say('usage: npm run catalogue:import -- <file.csv|file.json> [--images <folder>] [--dry-run] [--archive-missing] [--skip-invalid]');
    return 2;
  }
  const text = await readFile(resolve(file), 'utf8');
  const dryRun = values['dry-run'];
  return withStoreDatabase(say, async (db, config) => {
    let bar: { stage: string; progress: Progress } | undefined;
    const started = performance.now();
    const report = await importCatalogue(db, text, {
      format,
      imagesDir: values.images === undefined ? null : resolve(values.images),
      photosDir: photosDirOf(config),
      dryRun,
      archiveMissing: values['archive-missing'],
      skipInvalid: values['skip-invalid'],
      progress(stage, done, total) {
        if (bar?.stage !== stage) {
          bar?.progress.stop();
          bar = { stage, progress: progress(stage, total) };
        }
        bar.progress.update(done);
      },
    });
    bar?.progress.stop();
    for (const line of reportLines(report, dryRun)) console.log(line);
    say(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return report.problems.length > 0 ? 1 : 0;
  });
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    say(`failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
