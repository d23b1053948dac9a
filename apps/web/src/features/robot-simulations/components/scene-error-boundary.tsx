/**
 * Catches a 3D view that fails to start (a WebGL context refused, a driver error, the three.js chunk
 * not loading) and says so in place, so the controls and the maths around it keep working.
 */
import { Component, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

export class SceneErrorBoundary extends Component<
  { fallback: (error: Error) => ReactNode; children: ReactNode },
  State
> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
