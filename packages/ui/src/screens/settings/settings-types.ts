/** Where one of the page's requests stands. */
export interface RequestState {
  busy?: boolean;
  /** What the server said went wrong. */
  error?: string | null;
  /** The last request succeeded (the page says so). */
  done?: boolean;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}
