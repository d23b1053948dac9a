import { Link } from '@/components/ui/link.tsx';
import { siteName } from '@/config/site.ts';

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex shrink-0 items-center gap-2 rounded-md font-bold text-white"
    >
      <img
        src="/favicon.svg"
        alt=""
        width={32}
        height={32}
        className="size-8 rounded-lg ring-1 ring-white/40"
      />
      <span className="text-lg tracking-tight max-[360px]:sr-only">{siteName}</span>
    </Link>
  );
}
