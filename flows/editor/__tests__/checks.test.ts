import { checkPage as checkWith } from '../checks';
import { editorStrings } from '../strings';

const uris = new Set(['/', '/personal', '/personal/roaming']);
const page = (content: unknown[]) => ({ root: { props: {} }, content }) as never;
const checkPage = (data: never, locale: 'ar' | 'en' | 'ku', existing: Set<string>) => checkWith(data, locale, existing, editorStrings.en);

describe('the check before publishing', () => {
  it('passes a clean page', () => {
    const result = checkPage(page([{ type: 'Hero', props: { id: 'h', title: 'Roaming', image: '/images/hero-roaming.svg', imageAlt: 'A traveller', ctaLabel: 'See', ctaHref: '/personal/roaming' } }]), 'en', uris);
    expect(result).toEqual({ errors: [], warnings: [] });
  });

  it('blocks publishing for invalid blocks, empty required text and links to pages that do not exist', () => {
    const result = checkPage(
      page([
        { type: 'Hero', props: { id: 'h', title: '' } },
        { type: 'Nope', props: { id: 'n' } },
        { type: 'CallToAction', props: { id: 'c', title: 'Go', buttonLabel: 'Go', buttonHref: '/no-such-page#top' } },
      ]),
      'en',
      uris,
    );
    expect(result.errors).toEqual([
      'Block 1, Hero, field “Title”: required',
      'Block 2, Nope: unknown block type "Nope"',
      'Block 3, Call to action, field “Button link”: the link /no-such-page#top leads to no page',
    ]);
  });

  it('blocks links to a part of this page that does not exist (#fragment), whichever way they name the page', () => {
    const section = (anchor: string, href: string) => ({
      type: 'Section',
      props: { id: `s-${anchor}`, title: 'Jobs', anchor, content: [{ type: 'CallToAction', props: { id: `c-${anchor}`, title: 'Go', buttonLabel: 'Go', buttonHref: href } }] },
    });
    const data = page([section('jobs', '#jobs'), section('hiring', '/en/personal#hiring'), section('x', '#main'), section('y', '#nowhere'), section('z', '/personal#nowhere')]);
    expect(checkWith(data, 'en', uris, editorStrings.en, '/personal').errors).toEqual([
      'Block 4 › Content › 1, Call to action, field “Button link”: the link #nowhere points to a part of the page that does not exist',
      'Block 5 › Content › 1, Call to action, field “Button link”: the link /personal#nowhere points to a part of the page that does not exist',
    ]);
    // Other pages' anchors are the server's to check (it knows the live pages).
    expect(checkWith(page([section('a', '/personal/roaming#anywhere')]), 'en', uris, editorStrings.en, '/personal').errors).toEqual([]);
    expect(checkWith(page([section('a', '#nowhere')]), 'ar', uris, editorStrings.ar, '/personal').errors).toEqual([
      'الكتلة 1 › المحتوى › 1، دعوة إلى إجراء، الحقل «Button link»: الرابط #nowhere يشير إلى جزء غير موجود في الصفحة',
    ]);
  });

  it('leaves a link to an anchor the page may get from a shared section it shows to the server (which knows the section)', () => {
    const link = { type: 'Hero', props: { id: 'h', title: 'Help', ctaLabel: 'Questions', ctaHref: '#faq' } };
    expect(checkWith(page([link]), 'en', uris, editorStrings.en, '/personal').errors).toEqual([
      'Block 1, Hero, field “Main button link”: the link #faq points to a part of the page that does not exist',
    ]);
    expect(checkWith(page([link, { type: 'SharedSection', props: { id: 's', sectionId: 7 } }]), 'en', uris, editorStrings.en, '/personal').errors).toEqual([]);
  });

  it('warns about images without a description and text in another language\'s script', () => {
    const en = checkPage(page([{ type: 'Hero', props: { id: 'h', title: 'باقات جديدة', image: '/images/hero-4g.svg', imageAlt: '' } }]), 'en', uris);
    expect(en.errors).toEqual([]);
    expect(en.warnings).toEqual([expect.stringContaining('no description'), expect.stringContaining('Arabic-script text on an English page')]);
    const ar = checkPage(page([{ type: 'Hero', props: { id: 'h', title: 'پاکێجی نوێ بۆ هەمووان', image: '' } }]), 'ar', uris);
    expect(ar.warnings).toEqual([expect.stringContaining('Kurdish letters')]);
    const ku = checkPage(page([{ type: 'Hero', props: { id: 'h', title: 'باقة جديدة للجميع', image: '' } }]), 'ku', uris);
    expect(ku.warnings).toEqual([expect.stringContaining('Arabic-only letters')]);
    const latin = checkPage(page([{ type: 'Hero', props: { id: 'h', title: 'Buy the new bundle today now', image: '' } }]), 'ar', uris);
    expect(latin.warnings).toEqual([expect.stringContaining('Latin letters')]);
  });

  it('words every problem in the editor\'s own language (Arabic here), with the limits filled in', () => {
    const result = checkWith(
      page([
        { type: 'Hero', props: { id: 'h', title: 'ب'.repeat(200) } },
        { type: 'Hero', props: { id: 'h2', title: 'باقات جديدة', image: '/images/hero-4g.svg', imageAlt: '' } },
        { type: 'CallToAction', props: { id: 'c', title: 'اذهب', buttonLabel: 'اذهب', buttonHref: '/no-such-page' } },
      ]),
      'ar',
      uris,
      editorStrings.ar,
    );
    expect(result.errors).toEqual(['الكتلة 1، الواجهة الرئيسية، الحقل «Title»: 120 حرفاً على الأكثر', 'الكتلة 3، دعوة إلى إجراء، الحقل «Button link»: الرابط /no-such-page لا يؤدي إلى أي صفحة']);
    expect(result.warnings).toEqual(['الكتلة 2، الواجهة الرئيسية، الحقل «Image description (empty if decorative)»: الصورة بلا وصف']);
  });

  it('accepts links to coded pages, with a locale prefix, a query or a trailing slash, and checks links inside lists', () => {
    const links = ['/en/personal/', '/terms', '/personal/my-account/recharge?msisdn=07701234567', '/blog/old', '/personal/add-on/101', '#main', 'tel:107', 'https://partner.example.com/x'];
    const ok = checkPage(page(links.map((href, i) => ({ type: 'CallToAction', props: { id: `c${i}`, title: 'Go', buttonLabel: 'Go', buttonHref: href } }))), 'en', uris);
    expect(ok.errors).toEqual([]);
    const carousel = checkPage(
      page([
        {
          type: 'HeroCarousel',
          props: {
            id: 'hc',
            slides: [
              { title: 'One', text: '', image: '/images/hero-network.svg', imageAlt: 'A mast', ctaLabel: 'Go', ctaHref: '/personal' },
              { title: 'Two', text: '', image: '/images/hero-network.svg', imageAlt: '', ctaLabel: 'Go', ctaHref: '/gone' },
            ],
          },
        },
      ]),
      'en',
      uris,
    );
    expect(carousel.errors).toEqual(['Block 1, Hero carousel, field “Slides 2, Button link”: the link /gone leads to no page']);
    expect(carousel.warnings).toEqual(['Block 1, Hero carousel, field “Slides 2, Image description (empty if decorative)”: the image has no description']);
  });

  it('checks links inside rich text', () => {
    const html = '<p>See <a href="/personal">plans</a>, <a href=\'/en/terms\'>terms</a>, <a href="tel:107">107</a> and <a class="x" href="/old-offer?a=1&amp;b=2">the old offer</a>.</p>';
    const result = checkPage(page([{ type: 'RichText', props: { id: 'r', html } }]), 'en', uris);
    expect(result.errors).toEqual(['Block 1, Rich text, field “Text (HTML: paragraphs, headings, lists, links, tables)”: the link /old-offer?a=1&b=2 leads to no page']);
  });

  it('names a block by its place and name as the editor shows them, never by its id, even after a block left out', () => {
    const result = checkPage(
      page([
        { type: 'Nope', props: { id: 'Nope-5f3a' } },
        { type: 'Columns', props: { id: 'Columns-9c1e', start: [], end: [{ type: 'Hero', props: { id: 'Hero-0b7d', title: 'Hi' } }, { type: 'Hero', props: { id: 'Hero-2d4e', title: '' } }] } },
        { type: 'CallToAction', props: { id: 'CallToAction-77aa', title: 'Go', buttonLabel: 'Go', buttonHref: '/gone' } },
      ]),
      'en',
      uris,
    );
    expect(result.errors).toEqual([
      'Block 1, Nope: unknown block type "Nope"',
      'Block 2 › Second column › 2, Hero, field “Title”: required',
      'Block 3, Call to action, field “Button link”: the link /gone leads to no page',
    ]);
    expect(result.errors.join(' ')).not.toMatch(/5f3a|9c1e|2d4e|77aa/);
  });

  it('checks links in blocks nested in slots', () => {
    const result = checkPage(
      page([{ type: 'Section', props: { id: 's', title: 'S', content: [{ type: 'CallToAction', props: { id: 'deep', title: 'Go', buttonLabel: 'Go', buttonHref: '/nowhere' } }] } }]),
      'en',
      uris,
    );
    expect(result.errors).toEqual(['Block 1 › Content › 1, Call to action, field “Button link”: the link /nowhere leads to no page']);
  });
});
