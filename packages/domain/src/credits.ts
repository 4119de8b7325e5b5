/** Credits display rules (SPEC section 4): singular for exactly 1, red at 0 or less. */
export function formatCredits(credits: number): string {
  // At most two decimals, without trailing zeros: 12.5 -> '12.5', 3 -> '3'.
  return `${Number(credits.toFixed(2))} ${credits === 1 ? 'credit' : 'credits'}`;
}

export type CreditsTone = 'positive' | 'empty';

export function creditsTone(credits: number): CreditsTone {
  return credits > 0 ? 'positive' : 'empty';
}
