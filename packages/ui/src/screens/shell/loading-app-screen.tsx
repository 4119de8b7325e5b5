import { Spinner } from '../../components/spinner';

/** Shown while authentication loads, before any route renders. */
function LoadingAppScreen() {
  return (
    <div
      data-slot="loading-app"
      role="status"
      className="text-muted-foreground flex min-h-[60vh] flex-col items-center justify-center gap-3"
    >
      {/* The status region announces the text; the icon is decoration. */}
      <Spinner aria-hidden="true" role="presentation" className="size-8" />
      <p>Loading app...</p>
    </div>
  );
}

export { LoadingAppScreen };
