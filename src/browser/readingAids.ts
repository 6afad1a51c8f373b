// The operation and model pages' reading aids, run once however many components import them: the switches
// first, so that a link to a field inside a tab can reveal it.
import { initFieldLinks } from './fieldLinks.ts';
import { initSwitches } from './switches.ts';

initSwitches();
initFieldLinks();
