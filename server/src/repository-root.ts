import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the package.json nearest above a module: the repository (or the deployed copy of
 * its build), whether the module runs from server/src or compiled from dist-api/server/src.
 */
export function repositoryRoot(moduleUrl: string): string {
  let folder = dirname(fileURLToPath(moduleUrl));
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`no package.json above ${fileURLToPath(moduleUrl)}`);
    folder = parent;
  }
  return folder;
}
