
import { SiteImage } from '@/ui/SiteImage';
import { SmartLink } from '@/ui/SmartLink';
import { Container } from '@/ui/primitives';
import { classed } from '@/ui/classed';
import styles from './Hero.module.css';

export interface HeroProps {
  eyebrow: string;
  title: string;
  text: string;
  /** A local image under /images/. */
  image: string;
  /** Describes the image; empty when it is decoration only. */
  imageAlt: string;
  ctaLabel: string;
  ctaHref: string;
  secondaryLabel: string;
  secondaryHref: string;
  tone: 'light' | 'brand';
}

/** The large opening of a page: title, text, up to two actions and an image. */
export function Hero({ eyebrow, title, text, image, imageAlt, ctaLabel, ctaHref, secondaryLabel, secondaryHref, tone }: HeroProps) {
  return (
    <Band $tone={tone} $withImage={Boolean(image)}>
      <Container>
        <Layout $withImage={Boolean(image)}>
          <div>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            <h1>{title}</h1>
            {text && <p>{text}</p>}
            {(ctaLabel || secondaryLabel) && (
              <Actions>
                {ctaLabel && ctaHref && (
                  <SmartLink href={ctaHref} className="primary">
                    {ctaLabel}
                  </SmartLink>
                )}
                {secondaryLabel && secondaryHref && (
                  <SmartLink href={secondaryHref} className="secondary">
                    {secondaryLabel}
                  </SmartLink>
                )}
              </Actions>
            )}
          </div>
          {image && <SiteImage src={image} alt={imageAlt} width={720} height={400} priority sizes="(min-width: 1024px) 50vw, 100vw" />}
        </Layout>
      </Container>
    </Band>
  );
}

/* A hero without an image is a compact band: less padding, the title on one line where it fits. */
const Band = classed.section<{ $tone: HeroProps['tone']; $withImage: boolean }>(styles.Band, {
  '--hero-band-padding-block': ({ $withImage }) => ($withImage ? '40px' : '24px'),
  '--hero-band-background': ({ $tone }) => ($tone === 'brand' ? 'var(--color-primary)' : 'var(--color-surface)'),
  '--hero-band-color': ({ $tone }) => ($tone === 'brand' ? 'var(--color-primaryText)' : 'var(--color-text)'),
});

/* Without an image the text takes the whole width, its paragraph a readable measure. */
const Layout = classed.div<{ $withImage: boolean }>(styles.Layout, {
  '--hero-layout-max-width': ({ $withImage }) => ($withImage ? 'none' : '72ch'),
  '--hero-layout-grid-template-columns': ({ $withImage }) => ($withImage ? '1fr 1fr' : '1fr'),
});

const Eyebrow = classed.span(styles.Eyebrow);

const Actions = classed.div(styles.Actions);
