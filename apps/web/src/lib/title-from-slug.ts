/** "esp32-devkit-v1" → "Esp32 Devkit V1": a readable heading from a URL slug. */
export function titleFromSlug(slug: string | undefined): string {
  return (slug ?? '')
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}
