/**
 * A map of Iraq that needs no outside service (issue 13): the country's outline as an SVG, drawn from
 * Natural Earth's public-domain 1:110m boundary (lon/lat points below), with pins projected on it
 * (equirectangular, x scaled by cos of the mid latitude). Each pin is a link to its entry in the list
 * that goes with the map (the accessible equivalent), focusable and named. Used by the shop locator
 * and, later, the Platinum partners map.
 */
import { useLocale, useTranslations } from 'next-intl';
import { governorates, type GovernorateId } from '@/lib/governorates';
import { toLocale } from '@/lib/locales';
import { classed } from '@/ui/classed';
import styles from './IraqMap.module.css';

/** Iraq, Natural Earth 1:110m admin 0 (public domain), as [lng, lat]. */
export const IRAQ_OUTLINE: ReadonlyArray<readonly [number, number]> = [
  [39.195468, 32.161009], [38.792341, 33.378686], [41.006159, 34.419372], [41.383965, 35.628317],
  [41.289707, 36.358815], [41.837064, 36.605854], [42.349591, 37.229873], [42.779126, 37.385264],
  [43.942259, 37.256228], [44.293452, 37.001514], [44.772699, 37.170445], [45.420618, 35.977546],
  [46.07634, 35.677383], [46.151788, 35.093259], [45.64846, 34.748138], [45.416691, 33.967798],
  [46.109362, 33.017287], [47.334661, 32.469155], [47.849204, 31.709176], [47.685286, 30.984853],
  [48.004698, 30.985137], [48.014568, 30.452457], [48.567971, 29.926778], [47.974519, 29.975819],
  [47.302622, 30.05907], [46.568713, 29.099025], [44.709499, 29.178891], [41.889981, 31.190009],
  [40.399994, 31.889992], [39.195468, 32.161009],
];

const BOUNDS = { west: 38.6, east: 48.7, south: 28.9, north: 37.6 };
const SCALE = 60; // SVG units per degree of latitude
const X_SCALE = SCALE * Math.cos(((BOUNDS.north + BOUNDS.south) / 2) * (Math.PI / 180));
export const MAP_WIDTH = Math.round((BOUNDS.east - BOUNDS.west) * X_SCALE);
export const MAP_HEIGHT = Math.round((BOUNDS.north - BOUNDS.south) * SCALE);

/** Where a point falls on the map (SVG units); outside Iraq it is clamped to the frame. */
export function project(lat: number, lng: number): { x: number; y: number } {
  const clampedLng = Math.min(BOUNDS.east, Math.max(BOUNDS.west, lng));
  const clampedLat = Math.min(BOUNDS.north, Math.max(BOUNDS.south, lat));
  return { x: (clampedLng - BOUNDS.west) * X_SCALE, y: (BOUNDS.north - clampedLat) * SCALE };
}

const outlinePath = IRAQ_OUTLINE.map(([lng, lat], i) => {
  const { x, y } = project(lat, lng);
  return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
}).join(' ') + 'Z';

/**
 * Where a governorate's name goes around its point: above by default; where points are close (Baghdad,
 * Babil, Karbala and Najaf, Al-Qadisiyah and Maysan, Kirkuk and Sulaymaniyah) beside or below, so that
 * no two names overlap in any language (issue 28; e2e/screens.spec.ts measures them). The names are
 * laid out left to right whatever the page's direction, so `start` is always the left end.
 */
const LABEL_SIDE: Partial<Record<GovernorateId, 'left' | 'right' | 'below'>> = {
  karbala: 'left',
  babil: 'right',
  najaf: 'below',
  qadisiyah: 'right',
  maysan: 'right',
  muthanna: 'left',
  kirkuk: 'left',
};

/** A label's anchor point and alignment (SVG units) for a point at x, y. */
function labelAt(x: number, y: number, side: 'above' | 'left' | 'right' | 'below') {
  switch (side) {
    case 'left':
      return { x: x - 9, y: y + 4, anchor: 'end' } as const;
    case 'right':
      return { x: x + 9, y: y + 4, anchor: 'start' } as const;
    case 'below':
      return { x, y: y + 19, anchor: 'middle' } as const;
    default:
      return { x, y: y - 8, anchor: 'middle' } as const;
  }
}

export interface MapPin {
  id: string;
  lat: number;
  lng: number;
  /** The accessible name of the pin (name and status, in the page's language). */
  label: string;
  /** Where the pin leads: the pin's entry in the list (`#shop-baghdad-karrada`). */
  href: string;
  tone?: 'open' | 'closed' | 'neutral';
}

export interface IraqMapProps {
  pins: MapPin[];
  /** The pin shown as chosen (bigger). */
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  /** The visitor's position, when they shared it. */
  you?: { lat: number; lng: number } | null;
  /** The map's accessible name. */
  label: string;
  showGovernorates?: boolean;
}

export function IraqMap({ pins, selectedId, onSelect, you, label, showGovernorates = true }: IraqMapProps) {
  const t = useTranslations('shops.map');
  const locale = toLocale(useLocale());
  return (
    <Figure>
      <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="group" aria-label={label}>
        <path className="country" d={outlinePath} aria-hidden="true" />
        {showGovernorates && (
          <g aria-hidden="true" className="labels" direction="ltr">
            {governorates.map((g) => {
              const point = project(g.lat, g.lng);
              const at = labelAt(point.x, point.y, LABEL_SIDE[g.id] ?? 'above');
              return (
                <text key={g.id} x={at.x} y={at.y} textAnchor={at.anchor}>
                  {g[locale]}
                </text>
              );
            })}
          </g>
        )}
        {pins.map((pin) => {
          const { x, y } = project(pin.lat, pin.lng);
          const selected = pin.id === selectedId;
          return (
            <a
              key={pin.id}
              href={pin.href}
              aria-label={pin.label}
              className={`pin ${pin.tone ?? 'neutral'}${selected ? ' selected' : ''}`}
              onClick={() => onSelect?.(pin.id)}
            >
              <title>{pin.label}</title>
              {/* A 24-unit target at least, whatever the drawn size (WCAG 2.5.8). */}
              <circle cx={x} cy={y} r={14} className="target" />
              <circle cx={x} cy={y} r={selected ? 9 : 6} className="dot" />
            </a>
          );
        })}
        {you && (
          <g className="you" aria-label={t('you')} role="img">
            <circle cx={project(you.lat, you.lng).x} cy={project(you.lat, you.lng).y} r={7} />
          </g>
        )}
      </svg>
    </Figure>
  );
}

const Figure = classed.div(styles.Figure);
