import { MARKET_TIME_ZONE } from '@ladrive/contracts';
import { nextTask } from './next-task';

/**
 * Loads the browser's internationalisation data (ICU) in three tasks of its own, while the page's remote downloads.
 * A page's first `Intl` formatter costs a throttled phone about 200 ms, whichever formatter and locale it is: ICU
 * first loads its locale data (~110 ms), then its number formats (~100 ms), then the time zone (~30 ms). Paid inside
 * the render that first shows a price or a date (on /search, the filters' "today" in Los Angeles), it made that render
 * one long task; paid here, each piece blocks the page for half as long, and the formatters the pages then make cost
 * 1–12 ms each, in either language.
 */
export async function warmIntl() {
  await nextTask();
  new Intl.Locale('en-US').maximize();
  await nextTask();
  new Intl.NumberFormat('en-US').format(0);
  await nextTask();
  new Intl.DateTimeFormat('en-US', { timeZone: MARKET_TIME_ZONE }).format(0);
}
