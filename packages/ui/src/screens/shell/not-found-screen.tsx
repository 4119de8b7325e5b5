import { ButtonLink } from '../../components/button';

function NotFoundScreen() {
  return (
    <section
      data-slot="not-found"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
    >
      <p className="text-muted-foreground text-sm font-semibold tracking-widest">404</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="text-muted-foreground mt-4">
        The page you are looking for does not exist or has moved.
      </p>
      <ButtonLink href="/" className="mt-8">
        Go back home
      </ButtonLink>
    </section>
  );
}

export { NotFoundScreen };
