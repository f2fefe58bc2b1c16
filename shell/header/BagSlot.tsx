import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useCallback, useSyncExternalStore } from 'react';
import { BAG_EVENT, bagCountFromCookie } from '@/lib/bag-count';

// The bag link's code loads only for visitors with something in the bag (first-load budget, design.md section 9).
const BagLink = dynamic(() => import('./BagLink').then((m) => m.BagLink), { ssr: false });

/**
 * The bag icon's place in the header. Pages are cached HTML, so whether there is a bag is read in the
 * browser from the `bag` count cookie the cart API sets (lib/server/api/cart-ref.ts): nothing is
 * shown, loaded or asked for while the bag is empty.
 */
export function BagSlot() {
  const events = useRouter().events;
  const count = useSyncExternalStore(
    useCallback(
      (changed: () => void) => {
        events?.on('routeChangeComplete', changed);
        window.addEventListener(BAG_EVENT, changed);
        return () => {
          events?.off('routeChangeComplete', changed);
          window.removeEventListener(BAG_EVENT, changed);
        };
      },
      [events],
    ),
    bagCountFromCookie,
    () => 0,
  );
  return count > 0 ? <BagLink count={count} /> : null;
}
