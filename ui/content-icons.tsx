/** Icons of blocks and screens (ui/icons.tsx has the page frame's): loaded with what shows them. */
import { icon } from './icons';

export const ArrowForwardIcon = /*#__PURE__*/ icon('M5 12h14M13 6l6 6-6 6', true);
export const CheckIcon = /*#__PURE__*/ icon('M20 6 9 17l-5-5');
export const AlertIcon = /*#__PURE__*/ icon('M12 8v5M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z');
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
/** A padlock (a locked day of the check-in week). */
export const LockIcon = /*#__PURE__*/ icon('M6 11h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1zM8 11V7a4 4 0 0 1 8 0v4');
export const StarIcon = /*#__PURE__*/ icon('M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z');
