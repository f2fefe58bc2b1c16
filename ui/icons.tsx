/** Inline SVG icons (no icon font, no emoji: both depend on what the device has installed). */
import styled from 'styled-components';

interface IconProps {
  size?: number;
}

const Svg = styled.svg`
  flex: none;
  vertical-align: middle;
  /* Icons that point sideways mirror in right-to-left pages (design.md section 8). */
  &[data-directional='true'] {
    [dir='rtl'] & {
      transform: scaleX(-1);
    }
  }
`;

function icon(paths: string, directional = false) {
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

export const UserIcon = icon('M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z');
export const ChatIcon = icon('M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z');
export const MenuIcon = icon('M3 6h18M3 12h18M3 18h18');
export const CloseIcon = icon('M18 6 6 18M6 6l12 12');
export const ChevronDownIcon = icon('m6 9 6 6 6-6');
export const ArrowForwardIcon = icon('M5 12h14M13 6l6 6-6 6', true);
export const CheckIcon = icon('M20 6 9 17l-5-5');
export const AlertIcon = icon('M12 8v5M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z');
export const SearchIcon = icon('M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3');
