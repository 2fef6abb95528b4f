/** A decorative side view of a car in the brand colours (keeps the hero free of image downloads). */
export function CarIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 160" aria-hidden="true" focusable="false">
      <ellipse cx="165" cy="146" rx="140" ry="8" fill="rgba(27, 27, 35, 0.14)" />
      <path
        d="M22 112c0-18 12-26 30-28l40-5 36-34c8-7 18-10 30-10h58c14 0 24 5 32 14l28 31 18 4c12 3 18 11 18 22v14c0 4-3 6-7 6H29c-4 0-7-3-7-7z"
        fill="#5b3df5"
      />
      <path d="M104 80l32-28c5-4 11-6 18-6h28v34z" fill="#efebff" />
      <path d="M192 46h22c9 0 16 4 21 10l19 24h-62z" fill="#efebff" />
      <rect x="292" y="98" width="12" height="7" rx="3" fill="#ffd84d" />
      <circle cx="86" cy="126" r="22" fill="#1b1b23" />
      <circle cx="86" cy="126" r="10" fill="#dcdce4" />
      <circle cx="246" cy="126" r="22" fill="#1b1b23" />
      <circle cx="246" cy="126" r="10" fill="#dcdce4" />
    </svg>
  );
}
