/**
 * The page's entry: it asks for the site's code (main.tsx) and starts it once the browser has painted what the
 * HTML holds, the page's first screen drawn by the server, so that neither its download nor its evaluation holds
 * back that paint. A page in the background, or a browser that does not report paints, starts it at once; a
 * page that has painted nothing after a second starts it then.
 */
// The stylesheet belongs to the entry, so that index.html links it (the server writes it into the page).
import './index.css';

import { keepWhatIsDoneOnTheDrawnScreen } from './drawn-screen';

const takeOver = keepWhatIsDoneOnTheDrawnScreen(document.getElementById('root')!);

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./main').then(({ startSite }) => startSite(takeOver));
};

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';
if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) start();
else {
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName(FIRST_CONTENTFUL_PAINT).length) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 1000);
}
