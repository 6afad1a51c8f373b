/**
 * Imported first by the try-it client: zod (inside Scalar's client) probes whether it may compile parsers with
 * `Function("")`. Under the site's Content-Security-Policy (no 'unsafe-eval') that probe is blocked and reported
 * as a violation; jitless, zod never probes and parses the same way it falls back to.
 */
import { config } from 'zod';

config({ jitless: true });
