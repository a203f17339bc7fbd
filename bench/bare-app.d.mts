// Types of bench/bare-app.mjs for the TypeScript benches.
import type { FastifyInstance } from 'fastify';

/**
 * Builds the bare React + react-router app into `dir`/dist and returns that folder; with
 * `withPackages`, with the packages the store starts with (the floor they set).
 */
export function buildBareApp(dir: string, options?: { withPackages?: boolean }): Promise<string>;

/** Serves a built app on `port` as the store serves its own. */
export function serveBareApp(distDir: string, port: number | string): Promise<FastifyInstance>;
