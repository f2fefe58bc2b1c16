import styled from 'styled-components';
import { SiteImage } from '@/ui/SiteImage';
import { SmartLink } from '@/ui/SmartLink';
import { Container } from '@/ui/primitives';

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
const Band = styled.section<{ $tone: HeroProps['tone']; $withImage: boolean }>`
  padding-block: ${({ theme, $withImage }) => ($withImage ? theme.space.xl : theme.space.lg)};
  background: ${({ theme, $tone }) => ($tone === 'brand' ? theme.color.primary : theme.color.surface)};
  color: ${({ theme, $tone }) => ($tone === 'brand' ? theme.color.primaryText : theme.color.text)};
  h1 {
    font-size: ${({ theme }) => theme.font.size.hero};
    line-height: 1.2;
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  p {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin: 0;
  }
  /* Capped height: a tall drawing must not push the page's first offer below the fold. */
  img {
    width: 100%;
    height: auto;
    max-height: min(360px, 45vh);
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

/* Without an image the text takes the whole width, its paragraph a readable measure. */
const Layout = styled.div<{ $withImage: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  p {
    max-width: ${({ $withImage }) => ($withImage ? 'none' : '72ch')};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: ${({ $withImage }) => ($withImage ? '1fr 1fr' : '1fr')};
  }
`;

const Eyebrow = styled.span`
  display: inline-block;
  margin-block-end: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-block-start: ${({ theme }) => theme.space.lg};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.target};
    padding-inline: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.pill};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
    border: 2px solid currentColor;
    color: inherit;
  }
  a.primary {
    background: ${({ theme }) => theme.color.accent};
    border-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentText};
  }
`;
