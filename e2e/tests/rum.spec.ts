import { expect, sql, test } from './fixtures';

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
  const beacons: number[] = [];
  page.on('response', (answer) => {
    if (new URL(answer.url()).pathname === '/api/rum') beacons.push(answer.status());
  });
  const since = new Date();

  await page.goto('/help-center?email=someone%40example.com');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // once the reporter is there (after the load event), an input ends LCP and leaving the page sends the beacon
  await expect
    .poll(async () => {
      await page.keyboard.press('Shift');
      await page.evaluate(() => dispatchEvent(new Event('pagehide')));
      return beacons.length;
    })
    .toBeGreaterThan(0);

  await expect.poll(() => beacons).toContain(204);
  expect(beacons.filter((status) => status !== 204)).toEqual([]);
  const stored = await sql<{ route: string; remote: string; version: string; vital: string | null }>(
    'select route, remote, version, vital from rum_event where received_at >= $1 and kind = $2',
    [since, 'vital'],
  );
  expect(stored).toContainEqual({ route: '/help-center', remote: 'mfe_static', version: staticVersion, vital: 'LCP' });
  // the route pattern, never the URL with its query
  expect(JSON.stringify(stored)).not.toContain('example.com');
});
