/** Brute-force limits on the account doors (AUTH_ATTEMPTS_*), counted per e-mail and per client address. */
export interface AuthAttemptLimits {
  /** Counted attempts one e-mail address may make within the window. */
  perEmail: number;
  /** Counted attempts one client address may make within the window. */
  perAddress: number;
  windowMinutes: number;
}

export const DEFAULT_AUTH_ATTEMPT_LIMITS: AuthAttemptLimits = {
  perEmail: 10,
  perAddress: 30,
  windowMinutes: 15,
};
