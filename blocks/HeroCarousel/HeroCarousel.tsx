import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { directionOf, toLocale } from '@/lib/locales';
import { useBrowserValue } from '@/ui/hooks';
import { ChevronEndIcon, ChevronStartIcon, PauseIcon, PlayIcon } from '@/ui/content-icons';
import { Container, VisuallyHidden } from '@/ui/primitives';
import { SiteImage } from '@/ui/SiteImage';
import { SmartLink } from '@/ui/SmartLink';
import { classed } from '@/ui/classed';
import styles from './HeroCarousel.module.css';

export interface HeroCarouselSlide {
  title: string;
  text: string;
  /** A local image under /images/, or empty. */
  image: string;
  /** Describes the image; empty when it is decoration only. */
  imageAlt: string;
  ctaLabel: string;
  ctaHref: string;
}

export interface HeroCarouselProps {
  slides: HeroCarouselSlide[];
  /** Seconds between slides; 0 turns automatic rotation off. */
  intervalSeconds: number;
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Rotating promotions at the top of a page (WAI-ARIA carousel pattern). Rotation pauses while the
 * pointer is over it or focus is inside it, and a visible button stops and restarts it (WCAG 2.2.2);
 * visitors who ask for reduced motion start with rotation stopped. Each slide's title is an h2: the
 * page's h1 belongs to a Hero or to the page.
 */
export function HeroCarousel({ slides, intervalSeconds }: HeroCarouselProps) {
  const t = useTranslations('blocks.HeroCarousel');
  const rtl = directionOf(toLocale(useLocale())) === 'rtl';
  const [index, setIndex] = useState(0);
  /** null until the visitor presses pause or play: then the reduced-motion preference decides. */
  const [userStopped, setUserStopped] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useBrowserValue(prefersReducedMotion, false);
  const dots = useRef<(HTMLButtonElement | null)[]>([]);

  const count = slides.length;
  const active = count === 0 ? 0 : Math.min(index, count - 1);
  const autoRotates = intervalSeconds > 0 && count > 1;
  const stopped = userStopped ?? reducedMotion;
  const rotating = autoRotates && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), intervalSeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [rotating, active, count, intervalSeconds]);

  if (count === 0) return null;

  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const toggleRotation = () => {
    if (stopped) {
      setUserStopped(false);
      // Pressing play is an explicit request: rotation resumes although focus is still inside.
      setFocused(false);
    } else {
      setUserStopped(true);
    }
  };

  const onDotsKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | null = null;
    if (event.key === forward) next = (active + 1) % count;
    else if (event.key === backward) next = (active - 1 + count) % count;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    if (next === null) return;
    event.preventDefault();
    go(next);
    dots.current[next]?.focus();
  };

  return (
    <Band
      aria-roledescription="carousel"
      aria-label={t('label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Container>
        <Slides aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <Slide
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slideOf', { number: String(i + 1), total: String(count) })}
              hidden={i !== active}
            >
              <div>
                <h2>{slide.title}</h2>
                {slide.text && <p>{slide.text}</p>}
                {slide.ctaLabel && slide.ctaHref && (
                  <Cta>
                    <SmartLink href={slide.ctaHref}>{slide.ctaLabel}</SmartLink>
                  </Cta>
                )}
              </div>
              {slide.image && (
                <SiteImage
                  src={slide.image}
                  alt={slide.imageAlt}
                  width={720}
                  height={400}
                  sizes="(min-width: 1024px) 50vw, 100vw"
                  priority={i === 0}
                />
              )}
            </Slide>
          ))}
        </Slides>
        {count > 1 && (
          <Controls>
            {autoRotates && (
              <RoundButton type="button" onClick={toggleRotation}>
                {stopped ? <PlayIcon /> : <PauseIcon />}
                <VisuallyHidden>{stopped ? t('play') : t('pause')}</VisuallyHidden>
              </RoundButton>
            )}
            <RoundButton type="button" onClick={() => go(active - 1)}>
              <ChevronStartIcon />
              <VisuallyHidden>{t('previous')}</VisuallyHidden>
            </RoundButton>
            <Dots role="group" aria-label={t('indicators')} onKeyDown={onDotsKeyDown}>
              {slides.map((_, i) => (
                <Dot
                  key={i}
                  ref={(el) => {
                    dots.current[i] = el;
                  }}
                  type="button"
                  aria-label={t('goTo', { number: String(i + 1) })}
                  aria-current={i === active ? 'true' : undefined}
                  onClick={() => go(i)}
                />
              ))}
            </Dots>
            <RoundButton type="button" onClick={() => go(active + 1)}>
              <ChevronEndIcon />
              <VisuallyHidden>{t('next')}</VisuallyHidden>
            </RoundButton>
          </Controls>
        )}
      </Container>
    </Band>
  );
}

const Band = classed.section(styles.Band);

/* Every slide sits in the same grid cell, so the band keeps the height of the tallest slide and the
   page below does not jump when the slide changes. */
const Slides = classed.div(styles.Slides);

const Slide = classed.div(styles.Slide);

const Cta = classed.div(styles.Cta);

const Controls = classed.div(styles.Controls);

const RoundButton = classed.button(styles.RoundButton);

const Dots = classed.div(styles.Dots);

/* A 24px target around a 12px dot (WCAG 2.2 target size). */
const Dot = classed.button(styles.Dot);
