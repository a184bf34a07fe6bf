/** The ledger keys of a withdrawal's movements: one per movement, so each moves once whatever repeats. */
export const withdrawalKeys = (withdrawNo: string) => ({
  /** Available to frozen, when it is asked for. */
  freeze: `earnings:withdraw:${withdrawNo}`,
  /** Frozen out to the provider: what reaches the card. */
  payout: `earnings:payout:${withdrawNo}`,
  /** Frozen to the platform: the fee. */
  fee: `earnings:withdrawFee:${withdrawNo}`,
  /** Frozen back to available, when the payout failed. */
  back: `earnings:withdrawReturn:${withdrawNo}`,
});
