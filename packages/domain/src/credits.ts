/** Credits display rules (SPEC section 4): singular for exactly 1, red at 0 or less. */
export function formatCredits(credits: number): string {
  const amount = Number.isInteger(credits) ? String(credits) : String(Number(credits.toFixed(2)));
  return `${amount} ${credits === 1 ? 'credit' : 'credits'}`;
}

export type CreditsTone = 'positive' | 'empty';

export function creditsTone(credits: number): CreditsTone {
  return credits > 0 ? 'positive' : 'empty';
}
