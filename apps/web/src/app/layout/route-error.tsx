import { Component, type ReactNode } from 'react';
import { useLocation } from '../../lib/router';
import { paths } from '../../config/paths';

/** Shown when a page fails to render or its code cannot be loaded (after a deploy, say). */
function RouteError() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="font-display text-3xl text-clay-800">Something went wrong</h1>
      <p className="text-clay-700">Please reload the page, or return home.</p>
      <div className="flex gap-3">
        <button type="button" className="btn-outline" onClick={() => window.location.reload()}>
          Reload
        </button>
        {/* A full load: the app's own code may be what failed. */}
        <a href={paths.home} className="btn-primary">
          Return Home
        </a>
      </div>
    </main>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The path shown: moving to another page tries rendering again. */
  pathname: string;
}

/** React catches a render's failure only in a class component with these two methods. */
class Boundary extends Component<BoundaryProps, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError(): { failedAt: string } {
    return { failedAt: '' };
  }

  override componentDidCatch(): void {
    this.setState({ failedAt: this.props.pathname });
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failedAt: string | null }) {
    // '' marks a failure whose path componentDidCatch has not recorded yet.
    return state.failedAt && state.failedAt !== props.pathname ? { failedAt: null } : null;
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteError />;
  }
}

/** The routed pages inside it show RouteError instead of a blank page when one fails. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary pathname={useLocation().pathname}>{children}</Boundary>;
}
