// Pre-renders the shell's public pages at build time, one file per brand
// (docs/architecture/prerendered-login.md). Run by tooling/prerender.js with the
// index.html webpack emitted: `node --import tsx render-pages.tsx <input.json> <output.json>`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { BRANDS, brandAssets, brandById } from 'shared/core';
import { App } from '../src/app/app';
import { LOGIN_PAGE_TITLE } from '../src/app/routes';
import { documentTitle } from '../src/app/use-brand-document';
import { PRERENDERED_ATTRIBUTE } from '../src/lib/prerendered';

/** The pages rendered: the API server and nginx send pages/<name>-<brand>.html for the path. */
const PAGES = [{ path: '/login', name: 'login', title: LOGIN_PAGE_TITLE, backgroundImage: true }];

/** The whole of a stream as text (bytes joined before decoding: a character may span two chunks). */
async function text(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The styles the page uses, as emotion's own server rendering writes them: one tag per global
 * style, one for the rest, each naming its ids, so that in the browser emotion takes them over
 * instead of inserting them again (the way @emotion/server's extractCriticalToChunks does).
 */
function styleTags(cache: EmotionCache, html: string): string {
  const used = new Set([...html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))].map((m) => m[1]));
  const globals: string[] = [];
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) globals.push(`<style data-emotion="${cache.key}-global ${id}">${rules}</style>`);
    else if (used.has(id)) {
      ids.push(id);
      css += rules;
    }
  }
  return `${globals.join('')}<style data-emotion="${cache.key} ${ids.join(' ')}">${css}</style>`;
}

async function renderPage(path: string, brand: number): Promise<{ html: string; styles: string }> {
  const cache = createCache({ key: 'css' });
  // Rules are kept in the cache rather than written beside each element.
  cache.compat = true;
  const router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <App router={router} prerendered={brand} />
    </CacheProvider>,
    {
      onError(error) {
        throw error;
      },
    },
  );
  // In Node the prelude is a Node stream; both kinds can be iterated.
  const markup = await text(prelude as unknown as AsyncIterable<Uint8Array>);
  // React names the images it renders as preloads ahead of the markup: they belong in the head.
  const preloads = markup.match(/^(<link rel="preload"[^>]*\/>)*/)?.[0] ?? '';
  // The email field has focus as the page arrives, by the browser, not by script: once the app
  // runs, nothing moves the caret out of the field someone is typing in.
  const html = markup.slice(preloads.length).replace(/<input(?=[^>]*name="login")/, '<input autofocus=""');
  return { html, styles: `${preloads}${styleTags(cache, html)}` };
}

/** One attribute of a tag of webpack's minified index.html, whether quoted or not. */
const replaceOnce = (html: string, pattern: RegExp, replacement: string): string => {
  if (!pattern.test(html)) throw new Error(`index.html has no ${pattern}`);
  return html.replace(pattern, replacement);
};

/**
 * The brand's logo is the page's largest paint (its LCP). Written into the page as a data URL, it
 * paints with the HTML rather than after one more request, which on a phone's network shares the
 * first round trips with the scripts (docs/architecture/prerendered-login.md). The
 * app renders the file's address; hydration leaves an attribute as the page has it, and the app
 * never changes it, so the page keeps showing the same picture.
 */
function inlineLogo(body: string, styles: string, logo: string): { body: string; styles: string } {
  const svg = readFileSync(path.join(process.cwd(), 'public', logo), 'utf8').trim();
  const dataUrl = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  return {
    body: replaceOnce(body, new RegExp(`<img src="${logo}"`), `<img src="${dataUrl}"`),
    styles: replaceOnce(styles, new RegExp(`<link rel="preload" as="image" href="${logo}"/>`), ''),
  };
}

function page(template: string, o: { brand: number; title: string; styles: string; body: string; backgroundImage: boolean }): string {
  const assets = brandAssets(o.brand);
  o = { ...o, ...inlineLogo(o.body, o.styles, assets.logo) };
  // The brand's background fills the page (Chromium does not take it as the largest paint; the
  // logo is): fetched with the page.
  const head = `${o.backgroundImage ? `<link rel="preload" as="image" href="${assets.loginBackground}">` : ''}${o.styles}</head>`;
  let html = replaceOnce(template, /<html([^>]*)>/, `<html$1 data-theme="${o.brand}">`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${o.title}</title>`);
  html = replaceOnce(html, /<link[^>]*id="?favicon"?[^>]*>/, `<link rel="icon" id="favicon" href="${assets.favicon}">`);
  html = replaceOnce(html, /<\/head>/, head);
  return replaceOnce(html, /<div id="?root"?><\/div>/, `<div id="root" ${PRERENDERED_ATTRIBUTE}="${o.brand}">${o.body}</div>`);
}

async function main() {
  const [input, output] = process.argv.slice(2);
  if (!input || !output) throw new Error('usage: render-pages.tsx <input.json> <output.json>');
  const { template } = JSON.parse(readFileSync(input, 'utf8')) as { template: string };
  const files: Record<string, string> = {};
  for (const { path, name, title, backgroundImage } of PAGES) {
    for (const { id } of BRANDS) {
      const { html, styles } = await renderPage(path, id);
      files[`pages/${name}-${id}.html`] = page(template, { brand: id, title: documentTitle(title, brandById(id)), styles, body: html, backgroundImage });
    }
  }
  writeFileSync(output, JSON.stringify(files));
}

main().then(
  // Modules of the app may leave handles open (a BroadcastChannel): the work is done.
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
