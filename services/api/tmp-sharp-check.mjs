import sharp from 'sharp';
const big = await sharp({ create: { width: 10000, height: 10000, channels: 3, background: '#fff' } }).png().toBuffer();
console.log('png bytes', big.length);
try { console.log(await sharp(big, { limitInputPixels: 50_000_000, failOn: 'error' }).metadata().then(m=>[m.width,m.height])); } catch (e) { console.log('metadata threw', e.message); }
const jpg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#f00' } }).jpeg().toBuffer();
const trunc = jpg.subarray(0, Math.floor(jpg.length/2));
try { console.log('truncated', await sharp(trunc, { failOn: 'error' }).metadata().then(m=>[m.width,m.height])); } catch (e) { console.log('trunc threw', e.message); }
