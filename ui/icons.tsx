
import { classed } from '@/ui/classed';
import styles from './icons.module.css';

interface IconProps {
  size?: number;
}

const Svg = classed.svg(styles.Svg);

/** An icon component drawing `paths` (24x24, stroked); `directional` ones mirror in right-to-left pages. */
export function icon(paths: string, directional = false) {
  return function Icon({ size = 20 }: IconProps) {
    return (
      <Svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        data-directional={directional || undefined}
      >
        <path d={paths} />
      </Svg>
    );
  };
}

export const UserIcon = /*#__PURE__*/ icon('M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z');
export const ChatIcon = /*#__PURE__*/ icon('M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z');
export const MenuIcon = /*#__PURE__*/ icon('M3 6h18M3 12h18M3 18h18');
export const CloseIcon = /*#__PURE__*/ icon('M18 6 6 18M6 6l12 12');
export const ChevronDownIcon = /*#__PURE__*/ icon('m6 9 6 6 6-6');
export const SearchIcon = /*#__PURE__*/ icon('M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3');
export const CardIcon = /*#__PURE__*/ icon('M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM2 10h20M6 15h4');
export const ReceiptIcon = /*#__PURE__*/ icon('M5 2h14v20l-3-2-2 2-2-2-2 2-2-2-3 2zM9 7h6M9 11h6M9 15h4');
export const PlusCircleIcon = /*#__PURE__*/ icon('M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 8v8M8 12h8');
export const TransferIcon = /*#__PURE__*/ icon('M4 8h15M15 4l4 4-4 4M20 16H5M9 12l-4 4 4 4', true);
