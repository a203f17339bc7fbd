import { token } from '../token';

/** The id of the running build and a way to read the latest deployed one. */
export interface BuildVersionSource {
  readonly currentId: string;
  latestId(): Promise<string>;
}
export const BUILD_VERSION_SOURCE = token<BuildVersionSource>('BuildVersionSource');
