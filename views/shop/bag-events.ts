import { BAG_EVENT } from '@/lib/shop';

/** Tells the header that the bag changed (the server has just set the `bag` count cookie). */
export function announceBagChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(BAG_EVENT));
}
