import {
  type ExpectedTdsRate,
  type Vendor,
  type VendorAddress,
  type VendorFields,
  type VendorLookup,
  deducteeTypeOf,
  fromBasisPoints,
  toBasisPoints,
  tripTdsRateBasisPoints,
} from '@freightdesk/domain';
import type { VendorTable } from '../db/schema.ts';
import { storedNumber } from '../db/stored-values.ts';

type AddressColumn = 'address_line1' | 'address_line2' | 'city' | 'state' | 'pin_code';
type VendorColumns = Omit<VendorTable, 'id' | 'created_at' | 'updated_at' | 'tds_rate_reason' | AddressColumn>;
export type VendorAddressColumns = Pick<VendorTable, AddressColumn>;

export const NO_ADDRESS: VendorAddressColumns = {
  address_line1: '',
  address_line2: '',
  city: '',
  state: '',
  pin_code: '',
};

/** The address fields given (an absent one is left out, so an update keeps what is stored). */
export function toAddressColumns(address: VendorAddress): Partial<VendorAddressColumns> {
  const columns = {
    address_line1: address.addressLine1,
    address_line2: address.addressLine2,
    city: address.city,
    state: address.state,
    pin_code: address.pinCode,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

export function toVendorColumns(fields: VendorFields): VendorColumns {
  return {
    company_name: fields.companyName,
    company_name_key: fields.companyName.toLowerCase(),
    company_owner: fields.companyOwner,
    tds_rate_bps: toBasisPoints(fields.tdsRate),
    pan: fields.pan || null,
    gst: fields.gst || null,
    gst_applicable: fields.gstApplicable,
    email: fields.email,
    mobile: fields.mobile,
    bank_name: fields.bankName,
    bank_account: fields.bankAccount,
    ifsc_code: fields.ifscCode,
  };
}

/** A vendor as the Vendor screen lists it, with the rate the law asks today beside its typed one (issue 31). */
export function toVendor(row: VendorTable, index: number, expected: ExpectedTdsRate): Vendor {
  return {
    id: row.id,
    index,
    companyName: row.company_name,
    companyOwner: row.company_owner,
    tdsRate: fromBasisPoints(storedNumber(row.tds_rate_bps) ?? 0),
    pan: row.pan ?? '',
    gst: row.gst ?? '',
    gstApplicable: row.gst_applicable,
    email: row.email,
    mobile: row.mobile,
    bankName: row.bank_name,
    bankAccount: row.bank_account,
    ifscCode: row.ifsc_code,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    city: row.city,
    state: row.state,
    pinCode: row.pin_code,
    deducteeType: deducteeTypeOf(row.pan),
    expectedTdsRate: fromBasisPoints(expected.rateBasisPoints),
    tdsBasis: expected.basis,
    tdsRateReason: row.tds_rate_reason,
  };
}

/** The trip form's vendor: the rate a trip entered today takes (a declaration's or certificate's when one applies). */
export function toVendorLookup(row: VendorTable, expected: ExpectedTdsRate): VendorLookup {
  return {
    _id: row.id,
    company_name: row.company_name,
    tds_rate: fromBasisPoints(tripTdsRateBasisPoints(storedNumber(row.tds_rate_bps) ?? 0, expected)),
  };
}
