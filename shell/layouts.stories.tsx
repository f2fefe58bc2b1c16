import type { Meta, StoryObj } from '@storybook/nextjs';
import { toLocale, type Locale } from '@/lib/locales';
import { layoutNames, type LayoutName } from '@/lib/page-props';
import { Container } from '@/ui/primitives';
import { sampleMenus } from './__fixtures__/menus';
import { SiteLayout } from './layouts';

const copy: Record<Locale, { heading: string; body: string; aside: string; asideBody: string }> = {
  ar: {
    heading: 'محتوى الصفحة',
    body: 'هنا تظهر كتل الصفحة أو خطوات العملية. هذا نص تجريبي لمعاينة التخطيط من اليمين إلى اليسار.',
    aside: 'العمود الجانبي',
    asideBody: 'روابط ذات صلة أو ملخص الطلب.',
  },
  en: {
    heading: 'Page content',
    body: "A page's blocks or a flow's steps appear here. This placeholder text previews the layout.",
    aside: 'Side column',
    asideBody: 'Related links or an order summary.',
  },
  ku: {
    heading: 'ناوەڕۆکی پەڕە',
    body: 'بلۆکەکانی پەڕە یان هەنگاوەکانی کردارێک لێرە دەردەکەون. ئەمە دەقێکی نموونەییە بۆ پیشاندانی ڕێکخستنەکە.',
    aside: 'ستوونی لاتەنیشت',
    asideBody: 'بەستەرە پەیوەندیدارەکان یان پوختەی داواکاری.',
  },
};

function Placeholder({ locale, layout }: { locale: Locale; layout: LayoutName }) {
  const text = copy[locale];
  const content = (
    <div style={{ paddingBlock: 24 }}>
      <h1>
        {text.heading} <code dir="ltr">{layout}</code>
      </h1>
      {[1, 2, 3].map((i) => (
        <p key={i}>{text.body}</p>
      ))}
      <div style={{ height: 160, borderRadius: 12, background: 'repeating-linear-gradient(45deg, #eee9f3 0 12px, #f7f4fa 12px 24px)' }} />
    </div>
  );
  // Blog, dashboard and sidebar give the content its column; the other layouts leave the width to the blocks.
  return layout === 'page' || layout === 'collapse' || layout === 'page-mobile' || layout === 'page-iframe' || layout === 'empty' ? (
    <Container>{content}</Container>
  ) : (
    content
  );
}

interface LayoutStoryArgs {
  name: LayoutName;
  demoMode: boolean;
}

/**
 * The eight layouts of spec section 2 with placeholder content and the sample menus: page, blog
 * (narrow reading column), page-mobile and page-iframe (no header or footer), dashboard (account
 * menu beside the content), sidebar (a side column), collapse (top bar only) and empty (bare).
 */
const meta = {
  title: 'Shell/Layouts',
  args: { name: 'page', demoMode: false },
  argTypes: { name: { control: { type: 'select' }, options: layoutNames } },
  render: ({ name, demoMode }, { globals }) => {
    const locale = toLocale(globals.locale);
    const aside =
      name === 'sidebar' ? (
        <div style={{ padding: 16, borderRadius: 12, background: '#f5f3f8' }}>
          <h2 style={{ marginBlockStart: 0 }}>{copy[locale].aside}</h2>
          <p>{copy[locale].asideBody}</p>
        </div>
      ) : undefined;
    return (
      <SiteLayout name={name} menus={sampleMenus(locale)} demoMode={demoMode} aside={aside}>
        <Placeholder locale={locale} layout={name} />
      </SiteLayout>
    );
  },
} satisfies Meta<LayoutStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const page: Story = { args: { name: 'page' } };
export const PageArabic: Story = { ...page, globals: { locale: 'ar' } };
export const PageEnglish: Story = { ...page, globals: { locale: 'en' } };
export const PageKurdish: Story = { ...page, globals: { locale: 'ku' } };

/** The demo banner above the header (design.md section 6). */
export const PageDemoModeEnglish: Story = { args: { name: 'page', demoMode: true }, globals: { locale: 'en' } };

const blog: Story = { args: { name: 'blog' }, parameters: { nextjs: { router: { asPath: '/blog' } } } };
export const BlogArabic: Story = { ...blog, globals: { locale: 'ar' } };
export const BlogEnglish: Story = { ...blog, globals: { locale: 'en' } };
export const BlogKurdish: Story = { ...blog, globals: { locale: 'ku' } };

const pageMobile: Story = { args: { name: 'page-mobile' } };
export const PageMobileArabic: Story = { ...pageMobile, globals: { locale: 'ar' } };
export const PageMobileEnglish: Story = { ...pageMobile, globals: { locale: 'en' } };
export const PageMobileKurdish: Story = { ...pageMobile, globals: { locale: 'ku' } };

const pageIframe: Story = { args: { name: 'page-iframe' } };
export const PageIframeArabic: Story = { ...pageIframe, globals: { locale: 'ar' } };
export const PageIframeEnglish: Story = { ...pageIframe, globals: { locale: 'en' } };
export const PageIframeKurdish: Story = { ...pageIframe, globals: { locale: 'ku' } };

const dashboard: Story = {
  args: { name: 'dashboard' },
  parameters: { nextjs: { router: { asPath: '/personal/my-account' } } },
};
export const DashboardArabic: Story = { ...dashboard, globals: { locale: 'ar' } };
export const DashboardEnglish: Story = { ...dashboard, globals: { locale: 'en' } };
export const DashboardKurdish: Story = { ...dashboard, globals: { locale: 'ku' } };

const sidebar: Story = { args: { name: 'sidebar' }, parameters: { nextjs: { router: { asPath: '/support/faq' } } } };
export const SidebarArabic: Story = { ...sidebar, globals: { locale: 'ar' } };
export const SidebarEnglish: Story = { ...sidebar, globals: { locale: 'en' } };
export const SidebarKurdish: Story = { ...sidebar, globals: { locale: 'ku' } };

const collapse: Story = { args: { name: 'collapse' } };
export const CollapseArabic: Story = { ...collapse, globals: { locale: 'ar' } };
export const CollapseEnglish: Story = { ...collapse, globals: { locale: 'en' } };
export const CollapseKurdish: Story = { ...collapse, globals: { locale: 'ku' } };

const empty: Story = { args: { name: 'empty' } };
export const EmptyArabic: Story = { ...empty, globals: { locale: 'ar' } };
export const EmptyEnglish: Story = { ...empty, globals: { locale: 'en' } };
export const EmptyKurdish: Story = { ...empty, globals: { locale: 'ku' } };
