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

export const UserIcon = /*#__PURE__*/ icon('M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z');
export const ChatIcon = /*#__PURE__*/ icon('M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z');
export const MenuIcon = /*#__PURE__*/ icon('M3 6h18M3 12h18M3 18h18');
export const CloseIcon = /*#__PURE__*/ icon('M18 6 6 18M6 6l12 12');
export const ChevronDownIcon = /*#__PURE__*/ icon('m6 9 6 6 6-6');
export const ArrowForwardIcon = /*#__PURE__*/ icon('M5 12h14M13 6l6 6-6 6', true);
export const CheckIcon = /*#__PURE__*/ icon('M20 6 9 17l-5-5');
export const AlertIcon = /*#__PURE__*/ icon('M12 8v5M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z');
export const SearchIcon = /*#__PURE__*/ icon('M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3');
export const ChevronStartIcon = /*#__PURE__*/ icon('m15 18-6-6 6-6', true);
export const ChevronEndIcon = /*#__PURE__*/ icon('m9 18 6-6-6-6', true);
export const PauseIcon = /*#__PURE__*/ icon('M9 5v14M15 5v14');
export const PlayIcon = /*#__PURE__*/ icon('M7 4.5v15L19 12z');
export const SignalIcon = /*#__PURE__*/ icon('M4 20v-3M9 20v-7M14 20V9M19 20V4');
export const SpeedIcon = /*#__PURE__*/ icon('M12 14l4-5M3.3 18a10 10 0 1 1 17.4 0M12 15a1 1 0 1 0 0-2 1 1 0 0 0 0 2z');
export const GlobeIcon = /*#__PURE__*/ icon('M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM2 12h20M12 2a15 15 0 0 1 4 10 15 15 0 0 1-4 10 15 15 0 0 1-4-10 15 15 0 0 1 4-10z');
export const ShieldIcon = /*#__PURE__*/ icon('M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4');
export const GiftIcon = /*#__PURE__*/ icon('M20 12v10H4V12M2 7h20v5H2zM12 22V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7z');
export const PhoneIcon = /*#__PURE__*/ icon('M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM11 18h2');
export const WifiIcon = /*#__PURE__*/ icon('M5 12.6a10 10 0 0 1 14 0M1.4 9a15 15 0 0 1 21.2 0M8.5 16.1a5 5 0 0 1 7 0M12 20h.01');
export const StarIcon = /*#__PURE__*/ icon('M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z');
export const CardIcon = /*#__PURE__*/ icon('M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM2 10h20M6 15h4');
export const ReceiptIcon = /*#__PURE__*/ icon('M5 2h14v20l-3-2-2 2-2-2-2 2-2-2-3 2zM9 7h6M9 11h6M9 15h4');
export const PlusCircleIcon = /*#__PURE__*/ icon('M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 8v8M8 12h8');
export const TransferIcon = /*#__PURE__*/ icon('M4 8h15M15 4l4 4-4 4M20 16H5M9 12l-4 4 4 4', true);
