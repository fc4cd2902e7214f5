/**
 * The API's map at /logistics/docs (issue 15) documents the trip, report, export, billing, transactions, Revise Bill,
 * payments and closed-period (issue 28) calls as the other clients read them: each call under its area's tag, with
 * the answers it can give. The table is written by hand from the routes' contract (DESIGN's API section: 400 bad
 * input, 404 unknown, 409 conflict; the reports' file upload adds 413, 415 and 429; issuing a bill, recording a
 * payment and reversing one add 422 for a reused Idempotency-Key, and a bill's 200 is the PDF), not read from the
 * code. The answers listed are those documented with a JSON body; a file's 200 is not.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

type Paths = Record<
  string,
  Record<string, { tags?: string[]; responses?: Record<string, { content?: object }>; description?: string }>
>;

/**
 * The map of an app built by the calling test: the routes' schemas are read while that test runs, so that mutation
 * testing counts them as checked by it (an app built in beforeAll is set up before any test).
 */
async function documentedPaths(): Promise<Paths> {
  const fresh = await createTestApp();
  try {
    const { cookie } = await fresh.signIn('admin');
    const response = await fresh.app.inject({ method: 'GET', url: '/logistics/docs/json', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json<{ paths: Paths }>().paths;
  } finally {
    await fresh.close();
  }
}

const UPLOAD = ['200', '400', '404', '409', '413', '415', '429'];
const ISSUING = ['400', '404', '409', '422'];

const CALLS: [method: string, path: string, tag: string, statuses: string[]][] = [
  ['post', '/logistics/reports', 'trips', ['201', '400', '404', '409']],
  ['post', '/logistics/api/trip', 'trips', ['200', '400', '404', '409']],
  ['get', '/logistics/api/trip/{id}', 'trips', ['200', '404']],
  ['get', '/logistics/api/trip/{id}/history', 'trips', ['200', '404']],
  ['get', '/logistics/api/reports', 'reports', ['200', '400']],
  ['get', '/logistics/api/today-list', 'reports', ['200']],
  ['post', '/logistics/api/reports/{id}', 'reports', UPLOAD],
  ['delete', '/logistics/api/reports/{id}', 'reports', UPLOAD],
  ['get', '/logistics/api/download/{id}/{fieldName}', 'reports', ['404']],
  ['get', '/logistics/api/reports/excel', 'exports', ['400']],
  ['get', '/logistics/api/today-list/excel', 'exports', []],
  ['get', '/logistics/api/business/excel', 'exports', ['400']],
  ['get', '/logistics/api/transactions/excel', 'exports', ['400']],
  ['get', '/logistics/api/billing-settings', 'billing', ['200']],
  ['post', '/logistics/list-billing', 'billing', ['200', '400']],
  ['post', '/logistics/generate-pdf-bill', 'billing', ISSUING],
  ['post', '/logistics/list-all-transactions', 'transactions', ['200', '400']],
  ['get', '/logistics/generate-pdf-by-bill-id-transaction/{billId}', 'transactions', ['400', '404']],
  ['post', '/logistics/delete-transaction', 'transactions', ['200', '400', '404', '409']],
  ['post', '/logistics/list-to-revise-bill', 'revise bill', ['200', '400', '404', '409']],
  ['post', '/logistics/generate-pdf-revised-bill', 'revise bill', ISSUING],
  ['post', '/logistics/update-one-revise-bill', 'revise bill', ['201', '400', '404', '409']],
  // Paying vendors (issues 17 and 28): a payment or a reversal adds 422 for a reused Idempotency-Key.
  ['post', '/logistics/api/payments', 'payments', ['201', '400', '404', '409', '422']],
  ['post', '/logistics/api/payments/{id}/reverse', 'payments', ['200', '400', '404', '409', '422']],
  ['get', '/logistics/api/payments', 'payments', ['200', '400']],
  ['get', '/logistics/api/payments/open-bills', 'payments', ['200', '400']],
  ['get', '/logistics/api/payments/{id}/advice', 'payments', ['404']],
  // Outstanding and the TDS register as PDF (issue 29): the query's 400.
  ['get', '/logistics/api/outstanding/pdf', 'payments', ['400']],
  ['get', '/logistics/api/tds-register/pdf', 'payments', ['400']],
  ['get', '/logistics/api/settings/books-closed', 'settings', ['200']],
  ['put', '/logistics/api/settings/books-closed', 'settings', ['200', '400']],
  ['get', '/logistics/api/notifications/books-closing', 'notifications', ['200']],
  // Lawful TDS (issue 31).
  ['get', '/logistics/api/tds-check', 'tds', ['200']],
  ['post', '/logistics/api/vendors/{name}/tds-documents', 'tds', ['201', '400', '404', '409']],
  ['get', '/logistics/api/vendors/{name}/tds-documents', 'tds', ['200', '400', '404', '409']],
  ['post', '/logistics/api/tds-challans', 'tds', ['201', '400', '404', '409']],
  ['get', '/logistics/api/tds-challans', 'tds', ['200', '400']],
  ['get', '/logistics/api/tds-return', 'tds', ['200', '400']],
  ['get', '/logistics/api/notifications/tds', 'tds', ['200']],
  // Customers and lorry receipts (issue 32).
  ['post', '/logistics/api/customers', 'customers', ['201', '400', '409']],
  ['get', '/logistics/api/customers', 'customers', ['200']],
  ['put', '/logistics/api/customers/{id}', 'customers', ['200', '400', '404', '409']],
  ['post', '/logistics/api/customer-rates', 'customers', ['201', '400', '409']],
  ['get', '/logistics/api/customer-rates', 'customers', ['200', '400']],
  ['post', '/logistics/api/lrs', 'lorry receipts', ['201', '400', '403', '404', '409']],
  ['get', '/logistics/api/lrs', 'lorry receipts', ['200', '400']],
  ['get', '/logistics/api/lrs/find', 'lorry receipts', ['200', '404']],
  ['get', '/logistics/api/lrs/{lrNo}', 'lorry receipts', ['200', '404']],
  ['put', '/logistics/api/lrs/{lrNo}', 'lorry receipts', ['200', '400', '403', '404', '409']],
  ['post', '/logistics/api/lrs/{lrNo}/cancel', 'lorry receipts', ['200', '400', '404', '409']],
  ['get', '/logistics/api/lrs/{lrNo}/pdf', 'lorry receipts', ['404']],
  ['get', '/logistics/api/eway-alerts', 'lorry receipts', ['200']],
  // Customer invoices (issue 33): issuing an invoice or a credit note adds 422 for a reused Idempotency-Key.
  ['post', '/logistics/api/invoices', 'invoices', ['201', '400', '404', '409', '422']],
  ['get', '/logistics/api/invoices', 'invoices', ['200', '400']],
  ['get', '/logistics/api/margins', 'margins', ['200', '400']],
  // The owner's dashboard and the landing screen (issue 33): choosing the dashboard is 403 for a manager.
  ['get', '/logistics/api/dashboard', 'dashboard', ['200', '403']],
  ['put', '/logistics/api/me/landing-screen', 'dashboard', ['200', '400', '403']],
  ['get', '/logistics/api/invoices/{invoiceNo}', 'invoices', ['200', '404']],
  ['get', '/logistics/api/invoices/{invoiceNo}/pdf', 'invoices', ['404']],
  ['post', '/logistics/api/invoices/{invoiceNo}/credit-note', 'invoices', ['201', '400', '404', '409', '422']],
  ['get', '/logistics/api/credit-notes/{creditNoteNo}', 'invoices', ['200', '404']],
  ['get', '/logistics/api/credit-notes/{creditNoteNo}/pdf', 'invoices', ['404']],
  ['get', '/logistics/api/invoice-gst-rates', 'invoices', ['200']],
  ['post', '/logistics/api/invoice-gst-rates', 'invoices', ['201', '400']],
  // Receipts from customers (issue 33): recording and reversing one add 422 for a reused Idempotency-Key.
  ['post', '/logistics/api/receipts', 'receipts', ['201', '400', '404', '409', '422']],
  ['post', '/logistics/api/receipts/{id}/reverse', 'receipts', ['200', '400', '404', '409', '422']],
  ['get', '/logistics/api/receipts', 'receipts', ['200', '400']],
  // The customer side of the books (issue 33): a file's 200 is not JSON; an unknown customer's ledger is 404.
  ['get', '/logistics/api/customer-ledger', 'receivables', ['200', '400', '404']],
  ['get', '/logistics/api/customer-ledger/pdf', 'receivables', ['400', '404']],
  ['get', '/logistics/api/customer-ledger/excel', 'receivables', ['400', '404']],
  ['get', '/logistics/api/receivables', 'receivables', ['200', '400']],
  ['get', '/logistics/api/receivables/excel', 'receivables', ['400']],
  ['get', '/logistics/api/receivables/pdf', 'receivables', ['400']],
  ['get', '/logistics/api/tds-receivable', 'receivables', ['200', '400']],
  ['get', '/logistics/api/tds-receivable/excel', 'receivables', ['400']],
];

describe('GET /logistics/docs/json', () => {
  it('documents each call under its tag with the JSON answers of its contract', async () => {
    const paths = await documentedPaths();
    const mismatches: string[] = [];
    for (const [method, path, tag, statuses] of CALLS) {
      const operation = paths[path]?.[method];
      const answers = Object.entries(operation?.responses ?? {}).filter(([, answer]) => answer.content !== undefined);
      const documented = { tags: operation?.tags, statuses: answers.map(([status]) => status).sort() };
      if (JSON.stringify(documented) !== JSON.stringify({ tags: [tag], statuses })) {
        mismatches.push(`${method} ${path}: ${JSON.stringify(documented)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('explains the paging of the reports list and the form of a report upload', async () => {
    const paths = await documentedPaths();
    expect(paths['/logistics/api/reports']?.get?.description).toMatch(/x-next-cursor.*x-total-count/s);
    expect(paths['/logistics/api/reports/{id}']?.post?.description).toBe(
      'Multipart: transactionStatus, weight, actualWeight, short, and optional PDFs DieselSlipImage, LoadingAdvice, ' +
        'InvoiceCompany, WeightmentSlip. Optional weightDifferenceConfirmed=true, sent once the person confirmed an ' +
        "actual weight more than 10% off the loaded one, is recorded in the trip's audit row. Acknowledging a trip " +
        'with a lorry receipt records optional receivedBy (at most 80 characters) and deliveredOn (YYYY-MM-DD, today ' +
        'when left out) on it, and the LR becomes Delivered (issue 32).',
    );
  });

  it('says that a bill is issued from the trip ids alone, and how a repeated Idempotency-Key is answered (bills, payments)', async () => {
    const paths = await documentedPaths();
    expect(paths['/logistics/generate-pdf-bill']?.post?.description).toMatch(
      /only trip ids.*amounts come from the database/s,
    );
    const repeatable = [
      ['/logistics/generate-pdf-bill', 'PDF'],
      ['/logistics/generate-pdf-revised-bill', 'PDF'],
      ['/logistics/api/payments', 'payment'],
      ['/logistics/api/payments/{id}/reverse', 'reversal'],
    ] as const;
    for (const [path, answer] of repeatable) {
      const parameters = (paths[path]?.post as { parameters?: { in: string; name: string; description?: string }[] })
        .parameters;
      const key = parameters?.find((p) => p.in === 'header' && p.name === 'idempotency-key');
      expect(key?.description, path).toMatch(
        new RegExp(`same key and body answers the first ${answer}.*422 IDEMPOTENCY_KEY_REUSED`, 's'),
      );
    }
  });
});
