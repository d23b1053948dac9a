/** The product version reported by /api/health, taken from the root package.json at build time. */
import rootPackage from '../../../package.json' with { type: 'json' };

export const appVersion: string = rootPackage.version;
