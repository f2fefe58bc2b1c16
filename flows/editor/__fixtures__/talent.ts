/** A sample talent round as /api/editor/talent answers it, for the round editor's stories and tests. */
import type { EditorRound } from '../TalentEditor';

export function sampleRound(hasVotes = false): EditorRound {
  return {
    id: 2,
    titles: { ar: 'نجوم الشتاء', en: 'Winter Stars', ku: 'ئەستێرەکانی زستان' },
    year: 2027,
    opensAt: '2026-11-17T09:00:00.000Z',
    closesAt: '2027-01-23T18:00:00.000Z',
    status: 'open',
    hasVotes,
    contestants: [
      { id: 11, names: { ar: 'علي حسين', en: 'Ali Hussein', ku: 'عەلی حوسێن' }, bios: { ar: 'عازف عود.', en: 'Oud player.', ku: 'عوودژەن.' }, photoUrl: '/images/talent/avatar-1.svg', videoUrl: null, sortOrder: 1 },
      { id: 12, names: { ar: 'شيلان رشيد', en: 'Shilan Rashid', ku: 'شیلان ڕەشید' }, bios: { ar: 'مغنّية.', en: 'Singer.', ku: 'گۆرانیبێژ.' }, photoUrl: '/images/talent/avatar-2.svg', videoUrl: null, sortOrder: 2 },
    ],
  };
}
