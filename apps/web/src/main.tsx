/**
 * The entry: the first-load stylesheet, then the app (app/boot.tsx). A page the server sent with its
 * first paint (app/server-render.tsx) is painted before the app's code runs: React and the router
 * take the main thread for a while when they start, and the visitor reads the page meanwhile. Such a
 * page's HTML lists the app's files instead of preloading them (apps/server/src/http/page-html.ts), so
 * that they do not share the network with the picture's stylesheets and images: they are preloaded,
 * all at once, when it has painted. A lab with a language worker is drawn with its code preloaded
 * (a tool to use at once): its app starts as soon as that code is here.
 */
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');
const deferred = document.getElementById('app-modules');

(container.hasAttribute('data-server-rendered') && deferred
  ? afterPicturePainted(container)
  : Promise.resolve()
)
  .then(() => {
    preloadDeferredModules();
    return import('./app/boot.tsx');
  })
  .then(({ mount }) => mount(container))
  .catch((error: unknown) => {
    console.error('Error while mounting app', error);
    throw error;
  });

/**
 * Resolves once the picture has been painted with its leading image (the page's largest element,
 * marked `fetchpriority="high"`) decoded, or after a second at most: the picture is inert until the
 * app takes over, so a slow image must not keep it so.
 */
function afterPicturePainted(root: HTMLElement): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve(); // no frames in a background tab
  const image = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const decoded = image ? image.decode().catch(() => undefined) : Promise.resolve();
  const atMost = new Promise<void>((resolve) => setTimeout(resolve, 1000));
  return Promise.race([decoded, atMost]).then(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

/** Preloads the modules a drawn page's HTML lists (`#app-modules`), side by side. */
function preloadDeferredModules(): void {
  const list = deferred?.textContent;
  if (!list) return;
  for (const href of JSON.parse(list) as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
