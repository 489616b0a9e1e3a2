// Minimal types for the untyped reference evaluator used as a test oracle.
declare module 'phe' {
  /** 5-7 card codes ((rank - 2) * 4 + suit, suits s h d c = 0..3) -> 1 (best) .. 7462 (worst). */
  export function evaluateCardCodes(codes: readonly number[]): number;
  const phe: { evaluateCardCodes: typeof evaluateCardCodes };
  export default phe;
}
