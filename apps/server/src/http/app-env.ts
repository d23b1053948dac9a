/** What middleware puts on the request context for routes to read. */
import type { Role } from '@tinkerlabs/contract/auth';

export interface RequestViewer {
  user: { id: string; email: string; role: Role };
  session: { id: string; token: string; expiresAt: Date };
}

export interface AppEnv {
  Variables: {
    /** The signed-in user and session, or null (set by the session middleware on every API request). */
    viewer: RequestViewer | null;
    clientIp: string;
  };
}
