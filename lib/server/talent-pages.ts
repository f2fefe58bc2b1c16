import type { GetStaticProps } from 'next';
import { toLocale } from '@/lib/locales';
import { getServedPage } from '@/lib/server/content/documents';
import { shellProps } from '@/lib/server/page-data';
import { closedRoundOfYear } from '@/lib/server/services/talent';
import { TALENT_BASE, type ProgrammeBase, type TalentPageData } from '@/lib/talent';
import type { ShellPageProps } from '@/lib/page-props';
import { blockTreeMessages } from '@/registry/messages';
import { viewMessages } from '@/lib/i18n/view-messages';

/** The co-branded variant's partner (spec: /yooz-index). */
const YOOZ = { name: 'Yooz', logo: '/images/partner-yooz.svg' };
const VARIANTS = new Set(['mobile-index', 'yooz-index']);

/**
 * The talent programme's pages under one of its roots (issue 14, part 5): the content pages,
 * `talent-winner-{year}` with that season's results (the programme's own root only), and every page
 * again as `…/mobile-index` (the page-mobile layout of the app's web views) and `…/yooz-index`
 * (co-branded). Like CMS pages they are rendered on the first request, never at build time.
 */
export function talentPageProps(base: ProgrammeBase): GetStaticProps<ShellPageProps & TalentPageData> {
  return async ({ params, locale: rawLocale }) => {
    const locale = toLocale(rawLocale);
    const parts = [...((params?.path as string[] | undefined) ?? [])];
    const variant = VARIANTS.has(parts.at(-1) ?? '') ? parts.pop() : null;
    const path = parts.length ? `${base}/${parts.join('/')}` : base;
    const year = base === TALENT_BASE && parts.length === 1 ? /^talent-winner-(\d{4})$/.exec(parts[0])?.[1] : undefined;
    const [doc, winners] = await Promise.all([getServedPage(path, locale), year ? closedRoundOfYear(Number(year), locale) : null]);
    if (!doc && !winners) return { notFound: true, revalidate: 60 };
    const layout = variant === 'mobile-index' ? 'page-mobile' : (doc?.layout ?? 'page');
    return {
      props: { ...(await shellProps(locale, { layout, messages: [...viewMessages.talent, ...blockTreeMessages(doc?.data.content ?? [])] })), doc, winners, coBrand: variant === 'yooz-index' ? YOOZ : null, path, locale },
      // A round's results appear within this time after its closing job has run (which also revalidates).
      revalidate: 300,
    };
  };
}
