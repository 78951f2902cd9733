import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The codings a page is sent in, the browser's preferred first. */
export type PageEncoding = 'br' | 'gzip';

/**
 * Brotli at a middle quality: a page is a few kilobytes, written per request (first-screen.ts), so
 * it is compressed as it is sent, in well under a millisecond, not at build time like the files.
 */
const BROTLI_QUALITY = 5;

/** Whether Accept-Encoding names `coding` without refusing it (`q=0`). */
export function accepts(header: string | string[] | undefined, coding: PageEncoding): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    return name === coding && !params.some((p) => /^q=0(\.0{0,3})?$/.test(p));
  });
}

/**
 * The page as the browser accepts it: brotli, else gzip, else as it is. The page behind login is
 * about 5 KB, mostly its scripts' integrity values; on a phone's network every kilobyte of the
 * first answer delays everything named in it (docs/architecture/phone-reload.md).
 */
export function encodePage(html: string, acceptEncoding: string | string[] | undefined): { body: Buffer | string; encoding?: PageEncoding } {
  if (accepts(acceptEncoding, 'br')) {
    return { body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }), encoding: 'br' };
  }
  if (accepts(acceptEncoding, 'gzip')) return { body: gzipSync(html), encoding: 'gzip' };
  return { body: html };
}
