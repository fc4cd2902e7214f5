import type { LorryReceipt } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { customerLrs } from './invoiceable-lrs';

const CUSTOMER = 'Shree Cement';

function lr(lrNo: string, fields: Partial<LorryReceipt> = {}): LorryReceipt {
  return {
    lrNo,
    date: '2026-11-02',
    tripId: `T-${lrNo}`,
    tripDate: '2026-11-02',
    truck: 'MH12AB1234',
    driver: 'Suresh',
    from: 'Pune',
    to: 'Mumbai',
    weight: 10,
    consignor: CUSTOMER,
    consignee: 'Patil Traders',
    goods: 'Cement',
    packages: 200,
    packing: 'Bags',
    invoiceNo: '',
    invoiceValue: null,
    ewayBillNo: '',
    ewayBillValidUntil: null,
    freightTerms: 'TBB',
    chargedWeight: 10,
    rate: 1200,
    freight: 12_000,
    rateTyped: false,
    status: 'Delivered',
    receivedBy: 'Ramesh',
    deliveredOn: '2026-11-05',
    cancelReason: '',
    createdBy: 'asha',
    ...fields,
  };
}

describe("a customer's delivered LRs waiting for its invoice", () => {
  it('takes those billed to it, To be billed or Paid, in the order they were delivered, then by number', () => {
    const lrs = [
      lr('LR/2026-27/000003', { deliveredOn: '2026-11-07' }),
      lr('LR/2026-27/000002', { freightTerms: 'Paid', consignor: 'SHREE CEMENT' }),
      lr('LR/2026-27/000001'),
      lr('LR/2026-27/000004', { deliveredOn: null }),
    ];
    expect(customerLrs(lrs, CUSTOMER).ready.map((one) => one.lrNo)).toEqual([
      'LR/2026-27/000001',
      'LR/2026-27/000002',
      'LR/2026-27/000003',
      'LR/2026-27/000004',
    ]);
  });

  it('leaves out what is not the customer’s to pay, or not delivered, or invoiced already', () => {
    const lrs = [
      // To pay: the consignee pays the driver on delivery, so it is never invoiced, even to the consignee.
      lr('LR/2026-27/000011', { freightTerms: 'ToPay', consignee: CUSTOMER, consignor: 'Other' }),
      lr('LR/2026-27/000012', { consignor: 'Ganesh Hardware' }),
      lr('LR/2026-27/000013', { status: 'In transit', deliveredOn: null }),
      lr('LR/2026-27/000014', { status: 'Invoiced' }),
      lr('LR/2026-27/000015', { status: 'Cancelled' }),
      // The customer as consignee of a To be billed LR: its consignor pays.
      lr('LR/2026-27/000016', { consignor: 'Ganesh Hardware', consignee: CUSTOMER }),
    ];
    expect(customerLrs(lrs, CUSTOMER)).toEqual({ ready: [], blocked: [] });
  });

  it('lists a delivered LR without a freight apart, with the domain’s reason', () => {
    const noRate = lr('LR/2026-27/000021', { rate: null, freight: null });
    expect(customerLrs([noRate, lr('LR/2026-27/000022')], CUSTOMER)).toEqual({
      ready: [lr('LR/2026-27/000022')],
      blocked: [
        {
          lr: noRate,
          reason:
            'Lorry receipt LR/2026-27/000021 has no freight: type its rate, or add the customer rate for its route ' +
            'and the trip day.',
        },
      ],
    });
  });
});
