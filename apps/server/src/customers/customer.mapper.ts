import { type Customer, type CustomerRate, type CustomerRequest, fromPaise } from '@freightdesk/domain';
import type { CustomerRateTable, CustomerTable } from '../db/schema.ts';
import { storedNumber } from '../db/stored-values.ts';
import { customerNameKey } from './customer.repository.ts';

export type CustomerColumns = Omit<CustomerTable, 'id' | 'created_at' | 'updated_at'>;

export function toCustomerColumns(request: CustomerRequest): CustomerColumns {
  return {
    name: request.name,
    name_key: customerNameKey(request.name),
    // NULL, not '': the unique index then only compares real GSTINs.
    gstin: request.gstin || null,
    pan: request.pan,
    address: request.address,
    state: request.state,
    pin: request.pin,
    phone: request.phone,
    email: request.email,
    credit_days: request.creditDays,
    reverse_charge: request.reverseCharge ? 1 : 0,
  };
}

export function toCustomer(row: CustomerTable): Customer {
  return {
    id: row.id,
    name: row.name,
    gstin: row.gstin ?? '',
    pan: row.pan,
    address: row.address,
    state: row.state,
    pin: row.pin,
    phone: row.phone,
    email: row.email,
    creditDays: storedNumber(row.credit_days) ?? 0,
    reverseCharge: Boolean(row.reverse_charge),
  };
}

export function toCustomerRate(row: CustomerRateTable & { customer_name: string }): CustomerRate {
  return {
    id: row.id,
    customer: row.customer_name,
    from: row.from_place,
    to: row.to_place,
    rate: fromPaise(storedNumber(row.rate_paise) ?? 0),
    validFrom: row.valid_from,
  };
}
