/**
 * The unread-notification count for the header (GET /api/v1/notifications), part of SignedInMenu's
 * code: visitors' pages neither request it nor download it.
 */
import { apiFetch } from '@/lib/api/client';
import { ApiClientError } from '@/lib/api/errors';
import type { Locale } from '@/lib/locales';
import { clearSignedInFlag } from '@/lib/signed-in';

/** The count, 0 when it cannot be had now, or null when the session is gone (the flag is cleared). */
export async function fetchUnread(lang: Locale): Promise<number | null> {
  try {
    const reply = await apiFetch<{ unread: number }>('/api/v1/notifications', { lang });
    return typeof reply.data?.unread === 'number' ? reply.data.unread : 0;
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 401) {
      clearSignedInFlag();
      return null;
    }
    return 0;
  }
}
