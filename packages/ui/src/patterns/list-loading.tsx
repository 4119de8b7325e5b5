import { Spinner } from '../components/spinner';

/** A list screen's loading line, e.g. 'Loading AI agents...'. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div className="flex items-center justify-center gap-3 py-24 text-muted-foreground">
      <Spinner className="size-5" />
      <p>{label}</p>
    </div>
  );
}
