interface ImportMetaEnv {
  /** Set to use Clerk for sign-in; unset, the app uses apps/api's own accounts. */
  readonly VITE_CLERK_PUBLISHABLE_KEY?: string;
  /** Test Agent's page (another deployment's); unset, this app's own /agent-test. */
  readonly VITE_AGENT_TEST_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
