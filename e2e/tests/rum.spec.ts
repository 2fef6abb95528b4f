import { browserReportAnswers, expect, sendBrowserReports, sql, test } from './fixtures';

interface RemotesJson {
  remotes: { name: string; version: string }[];
}

test("a page view's vitals reach the API, tagged with the route pattern and the remote's version", async ({
  page,
  request,
}) => {
  const { remotes } = (await (await request.get('/remotes.json')).json()) as RemotesJson;
  const staticVersion = remotes.find((remote) => remote.name === 'mfe_static')!.version;
  // the statuses the API answered the beacons with (a beacon's body is not visible to Playwright: read the table)
  const beacons = browserReportAnswers(page);
  const since = new Date();

  await page.goto('/help-center?email=someone%40example.com');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await sendBrowserReports(page, beacons);
  expect(beacons.filter((status) => status !== 204)).toEqual([]);
  const stored = await sql<{ route: string; remote: string; version: string; vital: string | null }>(
    'select route, remote, version, vital from rum_event where received_at >= $1 and kind = $2',
    [since, 'vital'],
  );
  expect(stored).toContainEqual({ route: '/help-center', remote: 'mfe_static', version: staticVersion, vital: 'LCP' });
  // the route pattern, never the URL with its query
  expect(JSON.stringify(stored)).not.toContain('example.com');
});
