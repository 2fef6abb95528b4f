import { detectDevice } from './detect-device';

const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  // iPadOS 13+ Safari asks for the desktop site and looks like a Mac.
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  firefoxOs: 'Mozilla/5.0 (Mobile; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  linuxChromium: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/124.0 Safari/537.36',
};

describe('detectDevice', () => {
  it('recognises iPhone and iPad, including iPads that present themselves as a Mac', () => {
    expect(detectDevice({ userAgent: UA.iPhone, maxTouchPoints: 5 })).toBe('ios');
    expect(detectDevice({ userAgent: UA.iPadOld, maxTouchPoints: 5 })).toBe('ios');
    expect(detectDevice({ userAgent: UA.macSafari, maxTouchPoints: 5 })).toBe('ios');
  });

  it('treats Android and other mobile browsers alike', () => {
    expect(detectDevice({ userAgent: UA.android, maxTouchPoints: 5 })).toBe('android');
    expect(detectDevice({ userAgent: UA.firefoxOs, maxTouchPoints: 1 })).toBe('android');
  });

  it('falls back to desktop, also for a Mac without a touch screen or a touch laptop', () => {
    expect(detectDevice({ userAgent: UA.macSafari, maxTouchPoints: 0 })).toBe('desktop');
    expect(detectDevice({ userAgent: UA.windowsChrome, maxTouchPoints: 10 })).toBe('desktop');
    expect(detectDevice({ userAgent: UA.linuxChromium, maxTouchPoints: 0 })).toBe('desktop');
  });
});
