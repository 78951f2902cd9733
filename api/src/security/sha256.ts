import { createHash } from 'node:crypto';

/**
 * SHA-256 of a text, in hex: how the server keeps every secret it only needs to recognise
 * (refresh tokens, one-time tokens, recovery codes, tokenization sessions, PDF grants and keys) and
 * the fingerprint of a payment request (docs/security/one-time-tokens.md, docs/security/sessions.md).
 */
export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');
