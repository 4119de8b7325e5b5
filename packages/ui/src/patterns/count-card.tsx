import { Card, CardContent, CardDescription, CardHeader } from '../components/card';

/** A labelled total, e.g. how many AI agents the user has; '...' while it loads. */
export function CountCard({
  label,
  count,
  loading,
}: {
  label: string;
  count: number;
  loading: boolean;
}) {
  return (
    <Card className="gap-2">
      <CardHeader>
        <CardDescription>
          <h2>{label}</h2>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold tabular-nums">{loading ? '...' : count}</p>
      </CardContent>
    </Card>
  );
}
