/**
 * Runs in <head> before the first paint so the page never flashes the wrong colours. The CSP allows it
 * by its hash (next.config.ts), so keep it a constant string.
 * Reads the preference (system | light | dark) from local storage; a page may force a mode with the
 * data-force-color-mode attribute on <html>.
 */
export const COLOR_MODE_STORAGE_KEY = 'nuxt-color-mode';

export const colorModeScript = `(function(){try{var d=document.documentElement;var f=d.getAttribute('data-force-color-mode');var p=f||localStorage.getItem('${COLOR_MODE_STORAGE_KEY}')||'system';if(p!=='light'&&p!=='dark'){p=window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}d.setAttribute('data-color-mode',p);d.style.colorScheme=p}catch(e){}})();`;
