/** Headings and hints of the Revise Bill screen. */
export const REVISE_TEXTS = {
  billedTitle: 'Billed Trips',
  acknowledgedTitle: 'Acknowledged Trips',
  dialogTitle: 'Update Bill',
  pendingEdits:
    'These amounts are those of the issued bill; edits and selection changes reach it when you press Update Bill.',
  startHint: 'Enter a Bill ID, such as B12, or choose dates, and press Search.',
  billsFound: 'Bills of these dates (open one to revise it):',
  openOneBill: 'Open one bill to revise it: choose its Bill ID above the tables.',
} as const;
