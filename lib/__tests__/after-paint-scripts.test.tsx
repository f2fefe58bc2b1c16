/**
 * The loader that requests the page's scripts after its first paint (lib/after-paint-scripts.ts), run
 * as the browser runs it: a string, against the document _document writes.
 */
import { AFTER_PAINT_TYPE, afterPaintLoaderScript } from '../after-paint-scripts';

const chunks = ['/_next/static/chunks/webpack-1.js', '/_next/static/chunks/framework-2.js', '/_next/static/chunks/pages/_app-3.js'];

function writeDocument(crossOrigin?: string) {
  document.head.innerHTML = chunks
    .map((src) => `<script type="${AFTER_PAINT_TYPE}" data-src="${src}"${crossOrigin ? ` crossorigin="${crossOrigin}"` : ''}></script>`)
    .join('');
}

const realScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src]')];
const runLoader = () => new Function(afterPaintLoaderScript)();
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

afterEach(() => {
  document.head.innerHTML = '';
  jest.restoreAllMocks();
});

describe('the after-paint loader', () => {
  it('inserts nothing before the first frame, then every chunk in order, in order of execution (not async)', async () => {
    writeDocument();
    runLoader();
    expect(realScripts()).toHaveLength(0);

    await nextFrame();
    await nextFrame();
    const scripts = realScripts();
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual(chunks);
    expect(scripts.every((script) => script.async === false)).toBe(true);
    expect(document.querySelectorAll(`script[type="${AFTER_PAINT_TYPE}"]`)).toHaveLength(0);
  });

  it('keeps the crossorigin setting of a chunk', async () => {
    writeDocument('anonymous');
    runLoader();
    await nextFrame();
    await nextFrame();
    expect(realScripts().map((script) => script.getAttribute('crossorigin'))).toEqual(['anonymous', 'anonymous', 'anonymous']);
  });

  it('in a tab in the background (no frames are painted) it inserts the chunks at once', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    writeDocument();
    runLoader();
    expect(realScripts().map((script) => script.getAttribute('src'))).toEqual(chunks);
  });

  it('waits for the whole document while it is still being parsed', async () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    writeDocument();
    runLoader();
    await nextFrame();
    await nextFrame();
    expect(realScripts()).toHaveLength(0);

    document.dispatchEvent(new Event('DOMContentLoaded'));
    await nextFrame();
    await nextFrame();
    expect(realScripts()).toHaveLength(chunks.length);
  });
});
