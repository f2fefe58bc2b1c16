import { viewMessages } from '@/lib/i18n/view-messages';
import type { GetStaticPaths, GetStaticProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { shellProps } from '@/lib/server/page-data';
import { productDetail } from '@/lib/server/services/shop/catalogue';
import { shopPaths, type ProductDetail } from '@/lib/shop';
import { SeoHead } from '@/shell/SeoHead';
import { ProductView } from '@/views/shop/ProductView';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = viewMessages.shop;

type Props = ShellPageProps & { product: ProductDetail };

/**
 * /personal/shop/product/{id}: cached like CMS pages (ISR). Stock is refreshed every 30 seconds; the
 * bag checks the live stock when a product is added, so a stale page never oversells.
 */
export default function ProductRoute({ site, product }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead
        title={product.name}
        description={product.description}
        image={product.image}
        path={shopPaths.product(product.id)}
        locale={locale}
        siteUrl={site.url}
        siteName={t('meta.siteName')}
      />
      <ProductView key={product.id} product={product} />
    </>
  );
}

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<Props> = async ({ params, locale: rawLocale }) => {
  const locale = toLocale(rawLocale);
  const raw = String(params?.id ?? '');
  const product = /^\d{1,9}$/.test(raw) ? await productDetail(Number(raw), locale) : null;
  if (!product) return { notFound: true, revalidate: 60 };
  return { props: { ...(await shellProps(locale, { messages })), product }, revalidate: 30 };
};
