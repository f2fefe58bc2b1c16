#!/usr/bin/env node
/**
 * style-diff: proves that two running production servers render the same thing, by comparing the
 * computed styles and boxes of every element, page by page, at 390x844 and 1280x900.
 * Written for the styled-components -> CSS Modules migration: class names are never compared.
 *
 *   node scripts/style-diff.mjs --a http://127.0.0.1:4401 --b http://127.0.0.1:4402 \
 *        [--paths /,/en,/en/blog] [--out /tmp/style-diff] [--viewports 390x844,1280x900]
 *
 * Both servers should be the demo site (DEMO_MODE=true) on fresh or equally seeded DATA_DIRs.
 * Output: a summary table on stdout, <out>/report.md, <out>/report.json, and full-page screenshots
 * <slug>-<viewport>-a.png / -b.png of every page that differs. Exit code 1 on any difference
 * (or a page that could not be compared), 0 when everything is identical.
 *
 * Determinism (a run between two servers of the same build must report 0 differences):
 * - Date is frozen in both browsers at the same instant (Playwright clock.setFixedTime, taken once
 *   at the start of the run), so countdowns (PromoCountdown), "x minutes ago", reservation timers
 *   and "today" computed in the browser are the same on both sides. Timers still run.
 * - prefers-reduced-motion: reduce, so the HeroCarousel starts stopped on slide 1 (it auto-rotates
 *   otherwise). Consequence: rules inside @media (prefers-reduced-motion: no-preference) are not
 *   exercised, and animation/transition are killed (injected style, as required) and never compared.
 * - Fonts: the site's @font-face rules are `font-display: optional`, so whether a page got the real
 *   face or the fallback depends on timing (seen: text widths differing between identical builds).
 *   Every @font-face rule found in the page's style sheets is declared again with
 *   `font-display: block` and all faces are loaded before the walk: both sides use the real faces.
 *   (The fallback-font rendering of a cold first visit is therefore not what is compared.)
 * - loading="lazy" images are switched to eager and awaited (with a timeout), and document.fonts.ready
 *   is awaited, so boxes do not depend on what happened to load in time.
 * - A and B of the same page are loaded at the same time (same wall-clock second on the servers).
 * - Excluded from the walk: <script>, <style>, <noscript>, <template>, <next-route-announcer> and
 *   everything inside them. Not compared: class, id and every other attribute, text content,
 *   animation-*, transition-*, caret-color (forced by the injected style), :hover/:focus states.
 * Nothing else is excluded: if a page's content is live data that differs between the two servers
 * (e.g. a database changed on one side only), it shows up as a difference, by design.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';

// ---------------------------------------------------------------------------------------------
// arguments
const args = {};
for (let i = 2; i < process.argv.length; i++) {
  const a = process.argv[i];
  if (!a.startsWith('--')) continue;
  const [k, inline] = a.slice(2).split(/=(.*)/s);
  if (inline !== undefined) args[k] = inline;
  else if (process.argv[i + 1] && !process.argv[i + 1].startsWith('--')) args[k] = process.argv[++i];
  else args[k] = true;
}
if (args.help || !args.a || !args.b) {
  console.log('usage: node scripts/style-diff.mjs --a URL --b URL [--paths /,/en,...] [--out DIR] [--viewports 390x844,1280x900] [--no-interactions]');
  process.exit(args.help ? 0 : 2);
}
const baseA = String(args.a).replace(/\/$/, '');
const baseB = String(args.b).replace(/\/$/, '');
const outDir = path.resolve(String(args.out ?? '/tmp/style-diff'));
const MAX_ELEMENTS_REPORTED = 30;

// Demo-site routes (all answer 200 except the deliberate 404): the sections, shop, flows, blog,
// games, locator, pages with stacked tables on phones (about-us, investor relations), and Arabic and
// Kurdish versions of several.
const DEFAULT_PATHS = [
  '/',
  '/en',
  '/ku',
  '/en/personal',
  '/en/personal/roaming',
  '/personal/roaming',
  '/en/business',
  '/en/support/faq',
  '/en/blog',
  '/en/blog/4g-reaches-maysan-and-muthanna',
  '/en/blog/search?q=plan',
  '/en/personal/shop/phones',
  '/personal/shop/phones',
  '/en/personal/shop/product/1',
  '/en/personal/shop/bag',
  '/en/personal/my-account/recharge',
  '/en/personal/bill/quick-pay',
  '/en/personal/add-ons',
  '/en/personal/add-on/101',
  '/en/personal/plans',
  '/en/personal/my-account/login',
  '/en/support',
  '/en/about/contact-form',
  '/en/gamification',
  '/gamification',
  '/en/gamification/leaderboard',
  '/en/support/shops',
  '/support/shops',
  '/en/personal/vanity-numbers',
  '/en/e-voucher',
  '/e-voucher',
  '/en/personal/four-g-lte/check-phone',
  '/about-us',
  '/en/about-us/investor-relations',
  '/en/does-not-exist',
];
// Extra state compared after a click, at the narrow viewport only (default list only).
const DEFAULT_INTERACTIONS = [
  { path: '/', name: 'menu-open', viewport: '390x844', selector: 'header button[aria-expanded]' },
  { path: '/en', name: 'menu-open', viewport: '390x844', selector: 'header button[aria-expanded]' },
];

const customPaths = typeof args.paths === 'string';
const paths = customPaths ? args.paths.split(',').map((p) => p.trim()).filter(Boolean) : DEFAULT_PATHS;
const interactions = customPaths || args['no-interactions'] ? [] : DEFAULT_INTERACTIONS;
const viewports = String(args.viewports ?? '390x844,1280x900')
  .split(',')
  .map((v) => {
    const [width, height] = v.split('x').map(Number);
    return { name: v, width, height };
  });

// ---------------------------------------------------------------------------------------------
// what is compared
const PROPS = [
  'display', 'position', 'top', 'right', 'bottom', 'left', 'inset-inline-start', 'inset-inline-end',
  'float', 'clear', 'box-sizing', 'width', 'height', 'min-width', 'max-width', 'min-height', 'max-height',
  'margin-top', 'margin-right', 'margin-bottom', 'margin-left',
  'padding-top', 'padding-right', 'padding-bottom', 'padding-left',
  'border-top-width', 'border-right-width', 'border-bottom-width', 'border-left-width',
  'border-top-style', 'border-right-style', 'border-bottom-style', 'border-left-style',
  'border-top-color', 'border-right-color', 'border-bottom-color', 'border-left-color',
  'border-top-left-radius', 'border-top-right-radius', 'border-bottom-right-radius', 'border-bottom-left-radius',
  'background-color', 'background-image', 'background-position', 'background-size', 'background-repeat', 'background-clip',
  'color', 'font-family', 'font-size', 'font-weight', 'font-style', 'font-variant-numeric', 'line-height', 'letter-spacing',
  'text-align', 'text-decoration-line', 'text-decoration-style', 'text-decoration-color', 'text-underline-offset',
  'text-transform', 'text-indent', 'text-shadow', 'white-space', 'word-break', 'overflow-wrap', 'text-overflow',
  '-webkit-line-clamp', 'overflow-x', 'overflow-y', 'opacity', 'visibility', 'z-index', 'isolation', 'mix-blend-mode',
  'flex-direction', 'flex-wrap', 'justify-content', 'align-items', 'align-self', 'align-content', 'justify-items',
  'justify-self', 'row-gap', 'column-gap', 'flex-grow', 'flex-shrink', 'flex-basis', 'order',
  'grid-template-columns', 'grid-template-rows', 'grid-template-areas', 'grid-auto-flow', 'grid-auto-columns', 'grid-auto-rows',
  'grid-column-start', 'grid-column-end', 'grid-row-start', 'grid-row-end',
  'box-shadow', 'outline-style', 'outline-width', 'outline-color', 'outline-offset', 'cursor', 'list-style-type',
  'list-style-position', 'transform', 'transform-origin', 'object-fit', 'object-position', 'aspect-ratio', 'clip', 'clip-path',
  'vertical-align', 'direction', 'unicode-bidi', 'filter', 'backdrop-filter', 'pointer-events', 'user-select',
  'table-layout', 'border-collapse', 'border-spacing', 'fill', 'stroke', 'stroke-width', 'resize', 'appearance',
  'accent-color', 'scroll-margin-top', 'content-visibility', 'contain', 'will-change',
];
const PSEUDO_PROPS = [
  'content', 'display', 'position', 'top', 'right', 'bottom', 'left', 'width', 'height',
  'margin-top', 'margin-right', 'margin-bottom', 'margin-left', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left',
  'background-color', 'background-image', 'color', 'font-size', 'font-weight', 'line-height',
  'border-top-width', 'border-right-width', 'border-bottom-width', 'border-left-width',
  'border-top-style', 'border-top-color', 'border-right-color', 'border-bottom-color', 'border-left-color',
  'border-top-left-radius', 'border-bottom-right-radius', 'transform', 'opacity', 'box-shadow', 'mask-image',
];

/** Runs in the page: walks the document, returns one record per element. */
function collect({ props, pseudoProps }) {
  const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'NEXT-ROUTE-ANNOUNCER']);
  const skipped = (el) => {
    for (let n = el; n; n = n.parentElement) if (SKIP.has(n.tagName.toUpperCase())) return true;
    return false;
  };
  const segment = (el) => {
    const tag = el.tagName.toLowerCase();
    const parent = el.parentElement;
    if (!parent) return tag;
    let i = 1;
    for (let s = el.previousElementSibling; s; s = s.previousElementSibling) if (s.tagName === el.tagName) i++;
    return i > 1 ? `${tag}[${i}]` : tag;
  };
  // Short path for the report: tag names with the nth-of-type index when it is not 1, from below
  // <body>: `div>main>section[2]>h2` is body > div:nth-of-type(1) > main > section:nth-of-type(2) > h2.
  const pathOf = (el) => {
    if (el === document.documentElement) return 'html';
    if (el === document.body) return 'body';
    const parts = [];
    for (let n = el; n && n !== document.body; n = n.parentElement) parts.unshift(segment(n));
    return parts.join('>');
  };
  const hint = (el) => {
    const label = el.getAttribute('aria-label') || el.getAttribute('alt') || el.getAttribute('name') || '';
    let own = '';
    for (const c of el.childNodes) if (c.nodeType === 3) own += c.textContent;
    own = own.replace(/\s+/g, ' ').trim();
    return (label || own).slice(0, 40);
  };
  const els = [document.documentElement, document.body, ...document.body.querySelectorAll('*')].filter((el) => !skipped(el));
  const out = [];
  for (const el of els) {
    const cs = getComputedStyle(el);
    const s = {};
    for (const p of props) s[p] = cs.getPropertyValue(p);
    for (const pseudo of ['::before', '::after']) {
      const ps = getComputedStyle(el, pseudo);
      const content = ps.getPropertyValue('content');
      s[`${pseudo} content`] = content;
      s[`${pseudo} display`] = ps.getPropertyValue('display');
      // The rest only where the pseudo-element exists (keeps the records small).
      if (content && content !== 'none' && content !== 'normal') {
        for (const p of pseudoProps) s[`${pseudo} ${p}`] = ps.getPropertyValue(p);
      }
    }
    if (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') {
      const ph = getComputedStyle(el, '::placeholder');
      s['::placeholder color'] = ph.getPropertyValue('color');
      s['::placeholder opacity'] = ph.getPropertyValue('opacity');
    }
    const r = el.getBoundingClientRect();
    s['rect x'] = String(Math.round(r.x + window.scrollX));
    s['rect y'] = String(Math.round(r.y + window.scrollY));
    s['rect width'] = String(Math.round(r.width));
    s['rect height'] = String(Math.round(r.height));
    out.push({ tag: el.tagName.toLowerCase(), path: pathOf(el), hint: hint(el), s });
  }
  return {
    scrollWidth: document.documentElement.scrollWidth,
    scrollHeight: document.documentElement.scrollHeight,
    elements: out,
  };
}

/** Runs in the page after load: stabilises it before the walk. */
async function settle() {
  const style = document.createElement('style');
  style.setAttribute('data-style-diff', '');
  style.textContent = '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';
  document.head.appendChild(style);
  for (const img of document.querySelectorAll('img[loading="lazy"]')) img.loading = 'eager';
  const timeout = (ms) => new Promise((r) => setTimeout(r, ms));
  // The site's faces are `font-display: optional`: a face not there within ~100 ms is never used on
  // that page load, so which face the text got depends on timing. Declare every @font-face again
  // with `font-display: block` (later rules win), then load them all: both sides end up with the
  // real faces. A face missing from B's CSS is still missing (its rule is not there to copy).
  const faces = [];
  const walk = (rules, base) => {
    for (const r of rules) {
      if (r instanceof CSSFontFaceRule) {
        faces.push(
          r.cssText
            .replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/g, (_, q, u) => `url("${new URL(u, base).href}")`)
            .replace(/font-display\s*:\s*[^;}]+;?/g, '')
            .replace(/\}\s*$/, ' font-display: block; }'),
        );
      } else if (r.cssRules) walk(r.cssRules, base);
    }
  };
  for (const sheet of document.styleSheets) {
    try { walk(sheet.cssRules, sheet.href || location.href); } catch { /* cross-origin sheet */ }
  }
  if (faces.length) {
    const fontStyle = document.createElement('style');
    fontStyle.setAttribute('data-style-diff-fonts', '');
    fontStyle.textContent = faces.join('\n');
    document.head.appendChild(fontStyle);
    await Promise.race([Promise.all([...document.fonts].map((f) => f.load().catch(() => {}))), timeout(5000)]);
  }
  const images = [...document.images].filter((i) => !i.complete).map((i) => new Promise((r) => { i.addEventListener('load', r, { once: true }); i.addEventListener('error', r, { once: true }); }));
  await Promise.race([Promise.all(images), timeout(5000)]);
  await Promise.race([document.fonts.ready, timeout(5000)]);
  await timeout(200);
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}

// ---------------------------------------------------------------------------------------------
// browser

const browser = await chromium.launch({
  headless: true,
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const frozenAt = new Date(Math.floor(Date.now() / 1000) * 1000);

async function newContext(vp) {
  const context = await browser.newContext({
    viewport: { width: vp.width, height: vp.height },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'Asia/Baghdad',
    serviceWorkers: 'block',
  });
  await context.clock.setFixedTime(frozenAt);
  return context;
}

async function load(context, base, p, interaction) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e.message ?? e).slice(0, 200)));
  let status = 0;
  try {
    const res = await page.goto(base + p, { waitUntil: 'load', timeout: 60_000 });
    status = res ? res.status() : 0;
    await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => {});
    await page.evaluate(settle);
    let note = '';
    if (interaction) {
      try {
        const button = page.locator(interaction.selector).filter({ visible: true }).first();
        await button.click({ timeout: 5000 });
        await page.waitForTimeout(300);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        note = `clicked ${interaction.selector} (aria-expanded=${await button.getAttribute('aria-expanded')})`;
      } catch (e) {
        note = `click failed: ${String(e.message ?? e).split('\n')[0]}`;
      }
    }
    const data = await page.evaluate(collect, { props: PROPS, pseudoProps: PSEUDO_PROPS });
    return { page, status, data, errors, note };
  } catch (e) {
    return { page, status, data: null, errors: [...errors, String(e.message ?? e).split('\n')[0]], note: '' };
  }
}

// ---------------------------------------------------------------------------------------------
// comparison

function compare(a, b) {
  const ea = a.elements;
  const eb = b.elements;
  let divergence = null;
  const n = Math.min(ea.length, eb.length);
  for (let i = 0; i < n; i++) {
    if (ea[i].tag !== eb[i].tag) {
      divergence = { index: i, a: `${ea[i].path} "${ea[i].hint}"`, b: `${eb[i].path} "${eb[i].hint}"` };
      break;
    }
  }
  if (!divergence && ea.length !== eb.length) {
    const i = n;
    divergence = { index: i, a: ea[i] ? `${ea[i].path} "${ea[i].hint}"` : '(end)', b: eb[i] ? `${eb[i].path} "${eb[i].hint}"` : '(end)' };
  }
  const diffs = [];
  const byProp = {};
  // Past the first divergence, elements at the same index are different elements: compare only the
  // common prefix (up to the end of the shorter list when only the lengths differ).
  const compared = divergence ? divergence.index : n;
  for (let i = 0; i < compared; i++) {
    const sa = ea[i].s;
    const sb = eb[i].s;
    const props = [];
    for (const k of new Set([...Object.keys(sa), ...Object.keys(sb)])) {
      // Details of a ::before/::after that exists on one side only: its `content` already says so.
      if (!(k in sa) || !(k in sb)) continue;
      if (sa[k] !== sb[k]) {
        props.push({ property: k, a: sa[k] ?? '(absent)', b: sb[k] ?? '(absent)' });
        byProp[k] = (byProp[k] ?? 0) + 1;
      }
    }
    if (props.length) diffs.push({ index: i, path: ea[i].path, pathB: ea[i].path === eb[i].path ? undefined : eb[i].path, tag: ea[i].tag, hint: ea[i].hint, props });
  }
  return { divergence, diffs, byProp, compared };
}

// ---------------------------------------------------------------------------------------------
// run

const slug = (p) => (p.replace(/[?#].*$/, (q) => `_${q.slice(1)}`).replace(/[^a-zA-Z0-9_-]+/g, '_').replace(/^_+|_+$/g, '') || 'ar-home');
await mkdir(outDir, { recursive: true });
const started = Date.now();
const results = [];

const jobs = [];
for (const vp of viewports) {
  for (const p of paths) jobs.push({ vp, path: p });
  for (const it of interactions) if (it.viewport === vp.name) jobs.push({ vp, path: it.path, interaction: it });
}

for (const vp of viewports) {
  const ctxA = await newContext(vp);
  const ctxB = await newContext(vp);
  for (const job of jobs.filter((j) => j.vp === vp)) {
    const label = job.interaction ? `${job.path} [${job.interaction.name}]` : job.path;
    const t0 = Date.now();
    const [ra, rb] = await Promise.all([load(ctxA, baseA, job.path, job.interaction), load(ctxB, baseB, job.path, job.interaction)]);
    const result = {
      page: label,
      path: job.path,
      viewport: vp.name,
      statusA: ra.status,
      statusB: rb.status,
      elementsA: ra.data?.elements.length ?? 0,
      elementsB: rb.data?.elements.length ?? 0,
      notes: [],
    };
    if (ra.note) result.notes.push(`A: ${ra.note}`);
    if (rb.note) result.notes.push(`B: ${rb.note}`);
    if (ra.errors.length) result.notes.push(`A page errors: ${ra.errors.join(' | ')}`);
    if (rb.errors.length) result.notes.push(`B page errors: ${rb.errors.join(' | ')}`);
    if (ra.status !== rb.status) result.notes.push(`HTTP status differs: A ${ra.status}, B ${rb.status}`);
    if (!ra.data || !rb.data) {
      result.failed = true;
      result.diffCount = 0;
    } else {
      const c = compare(ra.data, rb.data);
      result.divergence = c.divergence;
      result.diffCount = c.diffs.length;
      result.compared = c.compared;
      result.byProp = c.byProp;
      result.diffs = c.diffs.slice(0, MAX_ELEMENTS_REPORTED);
      if (ra.data.scrollHeight !== rb.data.scrollHeight || ra.data.scrollWidth !== rb.data.scrollWidth) {
        result.notes.push(`document size differs: A ${ra.data.scrollWidth}x${ra.data.scrollHeight}, B ${rb.data.scrollWidth}x${rb.data.scrollHeight}`);
        result.documentSizeDiffers = true;
      }
    }
    result.different = Boolean(result.failed || result.divergence || result.diffCount || result.documentSizeDiffers || ra.status !== rb.status);
    if (result.different) {
      const base = `${slug(job.path)}${job.interaction ? `-${job.interaction.name}` : ''}-${vp.name}`;
      result.screenshots = [`${base}-a.png`, `${base}-b.png`];
      await Promise.all([
        ra.page.screenshot({ path: path.join(outDir, `${base}-a.png`), fullPage: true, timeout: 30_000 }).catch((e) => result.notes.push(`screenshot A failed: ${e.message}`)),
        rb.page.screenshot({ path: path.join(outDir, `${base}-b.png`), fullPage: true, timeout: 30_000 }).catch((e) => result.notes.push(`screenshot B failed: ${e.message}`)),
      ]);
    }
    await Promise.all([ra.page.close(), rb.page.close()]);
    result.seconds = Math.round((Date.now() - t0) / 100) / 10;
    results.push(result);
    const mark = result.failed ? 'FAILED' : result.different ? 'DIFF' : 'ok';
    process.stderr.write(`${mark.padEnd(6)} ${vp.name.padEnd(9)} ${label} (${result.elementsA} el, ${result.diffCount} diff, ${result.seconds}s)\n`);
  }
  await ctxA.close();
  await ctxB.close();
}
await browser.close();

// ---------------------------------------------------------------------------------------------
// report

const seconds = Math.round((Date.now() - started) / 1000);
const anyDifference = results.some((r) => r.different);
const pad = (s, n) => String(s).padEnd(n);
const w = Math.max(4, ...results.map((r) => r.page.length));
const table = [
  `${pad('page', w)}  ${pad('viewport', 9)}  ${pad('status', 7)}  ${pad('elements', 11)}  diffs`,
  `${'-'.repeat(w)}  ${'-'.repeat(9)}  ${'-'.repeat(7)}  ${'-'.repeat(11)}  -----`,
  ...results.map((r) => {
    const els = r.elementsA === r.elementsB ? String(r.elementsA) : `${r.elementsA}/${r.elementsB}`;
    const st = r.statusA === r.statusB ? String(r.statusA) : `${r.statusA}/${r.statusB}`;
    const d = r.failed ? 'FAILED' : `${r.diffCount}${r.divergence ? ' +DOM' : ''}${r.documentSizeDiffers ? ' +size' : ''}`;
    return `${pad(r.page, w)}  ${pad(r.viewport, 9)}  ${pad(st, 7)}  ${pad(els, 11)}  ${d}`;
  }),
];
const summary = `A ${baseA}  B ${baseB}  ${results.length} comparisons in ${seconds}s, ${results.filter((r) => r.different).length} with differences`;
console.log(table.join('\n'));
console.log(`\n${summary}\nreport: ${path.join(outDir, 'report.md')}`);

const esc = (v) => String(v).replace(/\|/g, '\\|').replace(/\n/g, ' ');
const md = [`# style-diff`, '', summary, '', `Date frozen in the browsers at ${frozenAt.toISOString()}.`, '', '```', ...table, '```', ''];
for (const r of results.filter((x) => x.different || x.notes.length)) {
  md.push(`## ${r.page} @ ${r.viewport}`, '');
  md.push(`status A ${r.statusA}, B ${r.statusB}; elements A ${r.elementsA}, B ${r.elementsB}; differing elements ${r.diffCount}`);
  for (const n of r.notes) md.push(`- ${esc(n)}`);
  if (r.divergence) md.push('', `**DOM diverges at element #${r.divergence.index}**: A \`${esc(r.divergence.a)}\`, B \`${esc(r.divergence.b)}\` (only the ${r.compared} elements before it are compared, by index)`);
  if (r.screenshots) md.push('', `screenshots: ${r.screenshots.join(', ')}`);
  if (r.byProp && Object.keys(r.byProp).length) {
    md.push('', 'differing properties (elements): ' + Object.entries(r.byProp).sort((x, y) => y[1] - x[1]).map(([k, v]) => `${k} ${v}`).join(', '));
  }
  if (r.diffs?.length) {
    md.push('', `first ${r.diffs.length} differing elements:`, '', '| # | element | property | A | B |', '|---|---|---|---|---|');
    for (const d of r.diffs) {
      const where = `${d.path}${d.pathB ? ` (B: ${d.pathB})` : ''}${d.hint ? ` "${d.hint}"` : ''}`;
      d.props.forEach((pr, i) => md.push(`| ${i ? '' : d.index} | ${i ? '' : esc(where)} | ${esc(pr.property)} | ${esc(pr.a)} | ${esc(pr.b)} |`));
    }
  }
  md.push('');
}
await writeFile(path.join(outDir, 'report.md'), md.join('\n'));
await writeFile(path.join(outDir, 'report.json'), JSON.stringify({ a: baseA, b: baseB, frozenAt, seconds, anyDifference, results }, null, 1));
process.exit(anyDifference ? 1 : 0);
