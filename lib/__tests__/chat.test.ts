import { isChatVisible } from '../chat';

describe('isChatVisible', () => {
  it.each([
    '/personal/game',
    '/personal/game/daily-check-in',
    '/en/personal/game',
    '/ku/personal/game/spin',
    '/careers/',
    '/careers/jobs/12',
    '/en/careers/apply',
  ])('hides the chat on %j', (path) => {
    expect(isChatVisible(path)).toBe(false);
  });

  it.each(['/', '/personal', '/personal/roaming', '/en/personal/add-on', '/careers', '/en/careers', '/business/game', '/about-us'])(
    'shows the chat on %j',
    (path) => {
      expect(isChatVisible(path)).toBe(true);
    },
  );
});
