/**
 * The two scripts every page runs inline, before first paint, written compact because every page carries them:
 * the theme (the reader's stored choice, else the system's; `data-theme-choice` says which) with a class that says scripts run, and, after the
 * sidebar, the current page's navigation entry brought into view. Pages write them with `set:html`.
 */
export const THEME_SCRIPT =
  "(function(r){var t=null;try{t=localStorage.getItem('theme')}catch(e){}if(t!=='light'&&t!=='dark')t=null;r.dataset.themeChoice=t||'system';r.dataset.theme=t||(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light');r.classList.add('js')})(document.documentElement)";

export const SIDEBAR_SCROLL_SCRIPT =
  "(function(s){var c=s&&s.querySelector('[aria-current=\"page\"]');if(!c)return;var t=c.getBoundingClientRect().top-s.getBoundingClientRect().top;if(t>s.clientHeight-40)s.scrollTop=t-s.clientHeight/3})(document.getElementById('sidebar'))";
