import { BILL_MESSAGES, remarksProblem } from '@freightdesk/domain';

/** A remark as typed in the dialog; the key keeps each row's inputs when one above it is removed. */
export interface RemarkDraft {
  key: number;
  text: string;
  amount: string;
}

export interface RemarkErrors {
  text?: string;
  amount?: string;
}

const AMOUNT_MESSAGES: readonly string[] = [BILL_MESSAGES.amountRequired, BILL_MESSAGES.amountNumber];

/**
 * The first problem of the remarks (spec-2 section 5, in its order), placed under the input it is about:
 * the remark whose addition makes the rules fail, its text or its amount.
 */
export function remarkErrors(remarks: RemarkDraft[]): RemarkErrors[] {
  const errors: RemarkErrors[] = remarks.map(() => ({}));
  for (let count = 1; count <= remarks.length; count += 1) {
    const problem = remarksProblem(remarks.slice(0, count));
    if (problem) {
      errors[count - 1] = AMOUNT_MESSAGES.includes(problem) ? { amount: problem } : { text: problem };
      break;
    }
  }
  return errors;
}
