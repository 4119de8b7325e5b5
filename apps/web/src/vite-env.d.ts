interface ImportMetaEnv {
  /** Set to use Clerk for sign-in; unset, the app uses apps/api's own accounts. */
  readonly VITE_CLERK_PUBLISHABLE_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
