
import { SiteImage } from '@/ui/SiteImage';
import { SmartLink } from '@/ui/SmartLink';
import { classed } from '@/ui/classed';
import styles from './LogoStrip.module.css';

export interface LogoStripProps {
  /** Optional heading above the logos (h2). */
  title: string;
  /** `src` is a local image under /images/; `alt` names the partner; `href` is optional. */
  logos: { src: string; alt: string; href: string }[];
}

/** A row of partner or brand logos; a logo with a link opens it (external links leave through /api/redirect). */
export function LogoStrip({ title, logos }: LogoStripProps) {
  if (logos.length === 0) return null;
  return (
    <Root>
      {title && <h2>{title}</h2>}
      <List>
        {logos.map((logo, index) => {
          const image = <SiteImage src={logo.src} alt={logo.alt} width={160} height={64} sizes="160px" />;
          return <li key={index}>{logo.href ? <SmartLink href={logo.href}>{image}</SmartLink> : image}</li>;
        })}
      </List>
    </Root>
  );
}

const Root = classed.div(styles.Root);

const List = classed.ul(styles.List);
