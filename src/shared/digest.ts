import { createHash } from 'node:crypto';

/** A text's SHA-256 in base64: what a Content-Security-Policy hash names, and a short key that stands for a long text. */
export const sha256Base64 = (text: string): string => createHash('sha256').update(text).digest('base64');

/** The same in hexadecimal, for a name (a cut slug's end). */
export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');
