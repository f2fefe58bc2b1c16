import { viewMessages } from '@/lib/i18n/view-messages';
import type { GetStaticPaths, GetStaticProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { shellProps } from '@/lib/server/page-data';
import { categoryListing } from '@/lib/server/services/shop/catalogue';
import { isShopCategory, SHOP_SORTS, shopPaths, type ShopSort } from '@/lib/shop';
import { SeoHead } from '@/shell/SeoHead';
import { CategoryView, type CategoryViewProps } from '@/views/shop/CategoryView';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = viewMessages.shop;

type Props = ShellPageProps & CategoryViewProps;

/**
 * /personal/shop/{category}[/{brand|all}[/{sort}]]: a category with its brand filter and order, each
 * choice an address of its own so it is cached like a CMS page (ISR; stock and prices refresh every minute).
 */
export default function ShopCategoryRoute({ site, listing, brand, sort }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  const brandName = brand ? listing.brands.find((b) => b.id === brand)?.name : undefined;
  return (
    <>
      <SeoHead
        title={brandName ? `${listing.category.name}: ${brandName}` : listing.category.name}
        description={t('shop.intro')}
        path={shopPaths.category(listing.category.id, brand, sort)}
        locale={locale}
        siteUrl={site.url}
        siteName={t('meta.siteName')}
      />
      <CategoryView listing={listing} brand={brand} sort={sort} />
    </>
  );
}

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<Props> = async ({ params, locale: rawLocale }) => {
  const locale = toLocale(rawLocale);
  const category = params?.category;
  const filter = (params?.filter as string[] | undefined) ?? [];
  if (!isShopCategory(category) || filter.length > 2) return { notFound: true, revalidate: 60 };
  const [brandSegment = 'all', sortSegment = 'featured'] = filter;
  if (!SHOP_SORTS.includes(sortSegment as ShopSort)) return { notFound: true, revalidate: 60 };
  const brand = brandSegment === 'all' ? null : brandSegment;
  const sort = sortSegment as ShopSort;
  // A category holds tens of products: one page shows them all (the API pages for other clients).
  const listing = await categoryListing(category, locale, { brand: brand ?? undefined, sort, page: 1 });
  if (brand && !listing.brands.some((b) => b.id === brand)) return { notFound: true, revalidate: 60 };
  return { props: { ...(await shellProps(locale, { messages })), listing, brand, sort }, revalidate: 60 };
};
