/** Which auth adapter signs people in: Clerk when CLERK_SECRET_KEY is set, else local accounts. */
export type AuthConfig =
  | { kind: 'local'; secret: string }
  | {
      kind: 'clerk';
      secretKey: string;
      /** PEM public key for networkless token verification. */
      jwtKey?: string;
      authorizedParties?: string[];
      /** Clerk Backend API base URL (tests point it at a local fake). */
      apiUrl?: string;
    };
