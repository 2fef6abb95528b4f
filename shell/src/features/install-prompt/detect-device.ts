/** Which install instructions fit: iPhone/iPad, Android (and any other mobile browser), or a computer. */
export type DeviceKind = 'ios' | 'android' | 'desktop';

export interface DeviceHints {
  userAgent: string;
  maxTouchPoints: number;
}

export function detectDevice({ userAgent, maxTouchPoints }: DeviceHints): DeviceKind {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  // iPadOS 13+ presents itself as a Mac; only the touch screen gives it away.
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  if (/Android|Mobi|Opera Mini|IEMobile|BlackBerry|webOS|Silk|Kindle/i.test(userAgent)) return 'android';
  return 'desktop';
}
