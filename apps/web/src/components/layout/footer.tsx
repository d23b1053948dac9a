import { Link } from '@/components/ui/link.tsx';
import { footerSections, siteName, siteTagline } from '@/config/site.ts';

export function Footer() {
  return (
    <footer className="mt-16 border-t border-neutral-200 bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-6">
        <div className="lg:col-span-1">
          <p className="text-lg font-bold text-neutral-900 dark:text-white">{siteName}</p>
          <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">{siteTagline}</p>
        </div>
        {footerSections.map((section) => (
          <nav key={section.title} aria-label={section.title}>
            <h2 className="text-sm font-semibold text-neutral-900 dark:text-white">{section.title}</h2>
            <ul className="mt-3 space-y-2">
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="text-sm text-neutral-600 hover:text-primary-700 dark:text-neutral-400 dark:hover:text-primary-400"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-neutral-200 py-6 text-center text-xs text-neutral-600 dark:border-neutral-800 dark:text-neutral-400">
        © {new Date().getFullYear()} {siteName}. Made by makers, for makers.
      </p>
    </footer>
  );
}
