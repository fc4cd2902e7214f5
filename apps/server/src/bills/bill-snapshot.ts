import {
  type BillTotals,
  type BusinessSettings,
  type Remark,
  billTaxInput,
  billTotals,
  tdsPaise,
  toPaise,
  tripAmountPaise,
} from '@freightdesk/domain';
import type { VendorTable } from '../db/schema.ts';
import { tripMoney } from '../trips/trip.mapper.ts';
import type { TripRow } from '../trips/trip.repository.ts';

export interface BillTripLine {
  tripId: string;
  date: string;
  truckNo: string;
  from: string;
  to: string;
  weightKg: number | null;
  actualWeightKg: number | null;
  ratePaise: number;
  freightPaise: number;
  tdsPaise: number;
  /** The trip's TDS rate, for the TDS register (issue 28); lines frozen before it lack it. */
  tdsRateBps?: number;
  shortPaise: number;
  dieselPaise: number;
  advancePaise: number;
  tollPaise: number;
  adbluePaise: number;
  greasingPaise: number;
  amountPaise: number;
}

export interface VendorAddressSnapshot {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  pinCode: string;
}

/** Everything a bill's PDF shows, frozen when the revision is made: the PDF is rebuilt from this alone. */
export interface BillSnapshot {
  billId: string;
  revision: number;
  issuedOn: string;
  revisedOn: string;
  createdAt: string;
  business: Omit<BusinessSettings, 'gstRate' | 'notificationLeadDays'>;
  vendor: {
    companyName: string;
    companyOwner: string;
    pan: string;
    gst: string;
    email: string;
    mobile: string;
    bankName: string;
    bankAccount: string;
    ifscCode: string;
    /** Snapshots made before vendors had an address lack it. */
    address?: VendorAddressSnapshot;
  };
  trips: BillTripLine[];
  remarks: Remark[];
  totals: BillTotals;
}

/** A trip line as stored: those of layout 1 snapshots lack adbluePaise and greasingPaise. */
export type StoredTripLine = Omit<BillTripLine, 'adbluePaise' | 'greasingPaise'> &
  Partial<Pick<BillTripLine, 'adbluePaise' | 'greasingPaise'>>;

export type StoredBillSnapshot = Omit<BillSnapshot, 'trips'> & { trips: StoredTripLine[] };

export interface SnapshotInput {
  billId: string;
  revision: number;
  issuedOn: string;
  revisedOn: string;
  createdAt: string;
  settings: BusinessSettings;
  vendor: VendorTable;
  trips: TripRow[];
  remarks: Remark[];
  applyTaxes: boolean;
}

export function buildSnapshot(input: SnapshotInput): BillSnapshot {
  const { settings, vendor } = input;
  const trips = input.trips.map((trip): BillTripLine => ({
    tripId: trip.id,
    date: trip.local_date,
    truckNo: trip.truck_no,
    from: trip.destination_from,
    to: trip.destination_to,
    weightKg: trip.weight_kg,
    actualWeightKg: trip.actual_weight_kg,
    ratePaise: trip.rate_paise,
    freightPaise: trip.freight_paise,
    tdsPaise: tdsPaise(trip.freight_paise, trip.tds_rate_bps),
    tdsRateBps: trip.tds_rate_bps,
    shortPaise: trip.short_paise ?? 0,
    dieselPaise: trip.diesel_paise ?? 0,
    advancePaise: trip.advance_paise ?? 0,
    tollPaise: trip.toll_paise ?? 0,
    adbluePaise: trip.adblue_paise ?? 0,
    greasingPaise: trip.greasing_paise ?? 0,
    amountPaise: tripAmountPaise(tripMoney(trip)),
  }));
  const totals = billTotals(
    trips.map((t) => t.amountPaise),
    input.remarks.map((r) => toPaise(r.amount)),
    billTaxInput(settings, vendor.gst, input.applyTaxes),
  );
  const { gstRate: _rate, notificationLeadDays: _lead, ...business } = settings;
  return {
    billId: input.billId,
    revision: input.revision,
    issuedOn: input.issuedOn,
    revisedOn: input.revisedOn,
    createdAt: input.createdAt,
    business,
    vendor: {
      companyName: vendor.company_name,
      companyOwner: vendor.company_owner,
      pan: vendor.pan ?? '',
      gst: vendor.gst ?? '',
      email: vendor.email,
      mobile: vendor.mobile,
      bankName: vendor.bank_name,
      bankAccount: vendor.bank_account,
      ifscCode: vendor.ifsc_code,
      address: {
        addressLine1: vendor.address_line1,
        addressLine2: vendor.address_line2,
        city: vendor.city,
        state: vendor.state,
        pinCode: vendor.pin_code,
      },
    },
    trips,
    remarks: input.remarks,
    totals,
  };
}
