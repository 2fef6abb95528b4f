/**
 * Photos benchmark (part of `pnpm bench`): GET /api/photos/<key>?w=<width> once every scaled copy exists, as a card
 * grid asks for them. Stores PHOTOS originals (1200 × 800 WebP) in the embedded s3rver, makes each width's copy
 * with a first request, then per round: the API's answers per second at 10 connections (autocannon; an answer is
 * whatever the API sends, the photo or a redirect to it) and photos per second a client gets at 10 connections
 * following any redirect to the bytes (fetch), plus the sequential latency of one whole photo. Prints each round,
 * the medians and the load average. Talks only to 127.0.0.1 and cleans up (also on Ctrl-C).
 * Sizes via env: BENCH_PHOTO_ROUNDS (3), BENCH_SECONDS (5 per measurement), BENCH_REQUESTS (sequential, 200).
 */
import { PHOTO_WIDTHS } from '@ladrive/contracts';
import sharp from 'sharp';
import { photoUrl } from '../src/modules/storage/index.ts';
import { load, log, median, ms, runBench, timeSequential, withBenchEnvironment } from './harness.ts';
import { throughput } from './raw-baseline.ts';

const ROUNDS = Number(process.env.BENCH_PHOTO_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const PHOTOS = 50;
const DEADLINE_MS = 240_000;

/** Photos per second `CONNECTIONS` clients get for `SECONDS`, each fetching the next path and reading every byte. */
async function photosPerSecond(url: string, nextPath: () => string): Promise<number> {
  const until = performance.now() + SECONDS * 1000;
  let photos = 0;
  const client = async () => {
    while (performance.now() < until) {
      const res = await fetch(`${url}${nextPath()}`);
      if (res.status !== 200) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      photos++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  return photos / SECONDS;
}

interface Measured {
  p50: number;
  p99: number;
  answers: number;
  photos: number;
}

async function main() {
  await withBenchEnvironment('photos', DEADLINE_MS, async ({ api }) => {
    const paths: string[] = [];
    for (let i = 0; i < PHOTOS; i++) {
      const hue = (i * 37) % 360;
      const photo = await sharp({
        create: { width: 1200, height: 800, channels: 3, background: `hsl(${hue}, 60%, 50%)` },
      })
        .composite([
          {
            input: Buffer.from(
              `<svg width="1200" height="800"><circle cx="600" cy="400" r="${100 + i}" fill="white"/></svg>`,
            ),
          },
        ])
        .webp({ quality: 80 })
        .toBuffer();
      const key = `cars/bench/${i}.webp`;
      await api.storage.put(api.storage.buckets.carPhotos, key, photo, 'image/webp');
      for (const width of PHOTO_WIDTHS) paths.push(`${photoUrl(key)}?w=${width}`);
    }
    // the first request of each makes the scaled copy: what follows measures copies that exist
    for (const path of paths) {
      const res = await fetch(`${api.url}${path}`);
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      await res.arrayBuffer();
    }
    log(`${PHOTOS} photos stored, ${paths.length} scaled copies made`);

    let n = 0;
    const nextPath = () => paths[n++ % paths.length]!;
    const measure = async (): Promise<Measured> => {
      const latency = await timeSequential(async () => {
        const res = await fetch(`${api.url}${nextPath()}`);
        if (res.status !== 200) throw new Error(`${res.url}: ${res.status}`);
        await res.arrayBuffer();
      });
      const rate = await throughput(api.url, { connections: CONNECTIONS, seconds: SECONDS, nextPath });
      const answered = rate['2xx'] + rate['3xx'];
      if (rate.errors || answered !== rate.requests.total)
        throw new Error(`${rate.errors} errors, ${rate.requests.total - answered} answers neither 2xx nor 3xx`);
      return {
        p50: latency.p50,
        p99: latency.p99,
        answers: rate.requests.average,
        photos: await photosPerSecond(api.url, nextPath),
      };
    };

    const loadBefore = load();
    const rounds: Measured[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      rounds.push(await measure());
      log(`round ${round} done`);
    }
    console.log('\nGET /api/photos/<key>?w=<width>, every scaled copy made');
    console.log(`sequential latency of a whole photo (ms); API answers/s and photos/s at ${CONNECTIONS} connections`);
    console.log(`${'round'.padEnd(8)}      p50      p99 answers/s  photos/s`);
    const row = (name: string, r: Measured) =>
      console.log(
        `${name.padEnd(8)} ${ms(r.p50)} ${ms(r.p99)} ${r.answers.toFixed(0).padStart(9)} ${r.photos.toFixed(0).padStart(9)}`,
      );
    for (const [i, r] of rounds.entries()) row(String(i + 1), r);
    row('median', {
      p50: median(rounds.map((r) => r.p50)),
      p99: median(rounds.map((r) => r.p99)),
      answers: median(rounds.map((r) => r.answers)),
      photos: median(rounds.map((r) => r.photos)),
    });
    console.log(`load average (1, 5, 15 min): ${loadBefore} before, ${load()} after`);
  });
}

runBench(main);
