/** Spec-2 texts of the Transactions screen that @freightdesk/domain does not carry. */
export const TRANSACTION_TEXTS = {
  noVendors: 'No vendors found',
  noTransactionsForVendor: (vendor: string) => `No transactions found for vendor: ${vendor}`,
  billDownloadFailed: 'Failed to generate bill.',
  deleteTitle: 'Confirm Delete',
} as const;
