/** The live-chat button is hidden on game and careers pages (spec sections 2 and 4). */
export function isChatVisible(path: string): boolean {
  return !path.includes('/personal/game') && !path.includes('/careers/');
}
