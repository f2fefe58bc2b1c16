import { useRouter, type NextRouter } from 'next/router';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { buildLink } from '@/lib/links';
import { toLocale } from '@/lib/locales';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A stored link: a site path, `{LANG}/…`, an absolute URL, `tel:` or `mailto:` (lib/links.ts). */
  href: string;
  children: ReactNode;
}

/**
 * Every link of the site goes through here: site paths are localised and routed by Next;
 * absolute URLs leave through /api/redirect (spec section 2); `target=_blank` opens a new window.
 */
export function SmartLink({ href, children, target, rel, ...rest }: SmartLinkProps) {
  const router = useRouter();
  const link = buildLink(href, toLocale(router.locale));
  const relValue = target === '_blank' ? ['noopener', 'noreferrer', rel].filter(Boolean).join(' ') : rel;
  if (link.external) {
    return (
      <a href={link.href} target={target} rel={relValue} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <RoutedLink href={link.href} target={target} rel={relValue} {...rest}>
      {children}
    </RoutedLink>
  );
}

/**
 * A link to a path of this site (already localised), navigated by Next's router: what next/link does
 * for this site, in a few lines. next/link's viewport prefetching (the code of every page linked from
 * the screen, on mobile data) and its machinery cost every page about 2 kB of JavaScript (design.md
 * section 9's budget); here the next page is prefetched on hover or touch, just before the visit.
 */
function RoutedLink({ href, children, onClick, onMouseEnter, onTouchStart, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string }) {
  const router = useRouter();
  const prefetch = () => {
    if (process.env.NODE_ENV === 'production' && !href.startsWith('#')) router.prefetch(href, undefined, { locale: false }).catch(() => undefined);
  };
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (routedByBrowser(event, rest.target, rest.download, href)) return;
        event.preventDefault();
        void navigate(router, href);
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
    >
      {children}
    </a>
  );
}

/** New tab or window, download, in-page anchor, or a click already handled: the browser's own job. */
function routedByBrowser(event: MouseEvent<HTMLAnchorElement>, target: string | undefined, download: unknown, href: string): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== undefined && target !== '_self') ||
    download !== undefined ||
    href.startsWith('#')
  );
}

function navigate(router: NextRouter, href: string): Promise<boolean> {
  // The path already carries its locale prefix (or none for Arabic): Next must not add one.
  return router.push(href, undefined, { locale: false });
}
