/**
 * An image that follows the site's colour mode. The seed's drawings (SVG files in /uploads/; members
 * cannot upload SVG) carry a dark variant, drawn when their address names #dark
 * (apps/server/src/db/seed/drawing-dark-variant.ts). In dark mode (the class "dark" on <html>, which
 * the theme switch sets) the CSS `content` property shows that address in the same <img>: the markup
 * is the same in both modes, so the server renders it without knowing the theme, and the image keeps
 * its alt text. `<picture>` could not do this: its media queries see the system's theme, not the site's.
 */
import type { ComponentProps, CSSProperties } from 'react';

/** A drawing of the seed: its address has nothing a CSS url() would need escaped. */
const drawing = /^\/uploads\/[\w-]+\.svg$/;

export function ThemedImage({
  src,
  alt,
  className = '',
  style,
  ...rest
}: ComponentProps<'img'> & { src: string }) {
  if (!drawing.test(src)) return <img src={src} alt={alt} className={className} style={style} {...rest} />;
  return (
    <img
      src={src}
      alt={alt}
      className={`${className} dark:[content:var(--dark-src)]`}
      style={{ ...style, '--dark-src': `url("${src}#dark")` } as CSSProperties}
      {...rest}
    />
  );
}
