// Types of bench/bare-app.mjs for the TypeScript benches.
import type { FastifyInstance } from 'fastify';

/** Builds the bare React + react-router app into `dir`/dist and returns that folder. */
export function buildBareApp(dir: string): Promise<string>;

/** Serves a built app on `port` as the store serves its own. */
export function serveBareApp(distDir: string, port: number | string): Promise<FastifyInstance>;
