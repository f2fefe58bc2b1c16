/**
 * The page's JavaScript is requested after its first paint (pages/_document.tsx, issue 15).
 *
 * Next writes its chunks as `<script defer>` in <head>: they download while the page's HTML, fonts
 * and first image do, and on a phone's connection they take most of the bandwidth the first screen
 * needs (about 140 kB of scripts against a 1.6 kB hero image). Lighthouse measured it on `/`: when
 * the scripts had downloaded before the first paint, LCP was 1.6 to 3.2 s (most runs 2 to 3); when they
 * were requested after it, 0.9 to 1.8 s. So _document writes each chunk as an inert
 * `<script type="text/x-after-paint" data-src>`, and this loader, once the document is parsed and the
 * first frame is painted, inserts the real scripts in the same order (`async = false` keeps the order,
 * as `defer` did). A link works before that (it is a link); a button or form waits for hydration a
 * frame later than before.
 *
 * The CSP allows the loader by its hash (lib/server/http/security-headers.ts), so keep it a constant string.
 * Server-only in practice: browser code must not import this module.
 */
export const AFTER_PAINT_TYPE = 'text/x-after-paint';

export const afterPaintLoaderScript = `(function(){function load(){var list=document.querySelectorAll('script[type="${AFTER_PAINT_TYPE}"]');for(var i=0;i<list.length;i++){var inert=list[i];var script=document.createElement('script');script.src=inert.getAttribute('data-src');script.async=false;if(inert.getAttribute('crossorigin')!==null)script.crossOrigin=inert.getAttribute('crossorigin');inert.parentNode.removeChild(inert);document.head.appendChild(script)}}function start(){if(document.visibilityState==='visible'){requestAnimationFrame(function(){setTimeout(load,0)})}else{load()}}if(document.readyState==='loading'){document.addEventListener('DOMContentLoaded',start)}else{start()}})();`;
