// The reading aids of operation, model and guide pages, run by the page frame's script (Page.astro): the switches
// first, so that a link to a field inside a tab can reveal it.
import { initFieldLinks } from './fieldLinks.ts';
import { initSwitches } from './switches.ts';

initSwitches();
initFieldLinks();
