import Link from 'next/link';
import { useRouter } from 'next/router';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { buildLink } from '@/lib/links';
import { toLocale } from '@/lib/locales';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A stored link: a site path, `{LANG}/…`, an absolute URL, `tel:` or `mailto:` (lib/links.ts). */
  href: string;
  children: ReactNode;
}

/**
 * Every link of menus and content goes through here: site paths are localised and routed by Next;
 * absolute URLs leave through /api/redirect (spec section 2); `target=_blank` opens a new window.
 */
export function SmartLink({ href, children, target, rel, ...rest }: SmartLinkProps) {
  const locale = toLocale(useRouter().locale);
  const link = buildLink(href, locale);
  const relValue = target === '_blank' ? ['noopener', 'noreferrer', rel].filter(Boolean).join(' ') : rel;
  if (link.external) {
    return (
      <a href={link.href} target={target} rel={relValue} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={link.href} locale={false} target={target} rel={relValue} {...rest}>
      {children}
    </Link>
  );
}
