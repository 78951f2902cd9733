/** Where a Pay click is: sending, or asking whether a payment whose answer was lost went through. */
export type ChargePhase = 'paying' | 'checking';
