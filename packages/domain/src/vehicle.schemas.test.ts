import { describe, expect, it } from 'vitest';
import { VEHICLE_DOCUMENT_LABELS, documentExpirySchema } from './vehicle-documents.ts';
import {
  VEHICLE_MESSAGES,
  documentDaysLeft,
  documentEntryProblem,
  documentResetSchema,
  documentUploadFieldsSchema,
  documentUploadProblem,
  truckLookupSchema,
  normaliseTruckNumber,
  truckNumberSchema,
  vehicleAddSchema,
  vehicleSchema,
} from './vehicle.schemas.ts';

describe('truck numbers', () => {
  it('upper-cases and removes spaces before checking the format', () => {
    expect(truckNumberSchema.parse(' mh 12 kl 1111 ')).toBe('MH12KL1111');
  });

  it('compares without spaces, hyphens and dots, upper or lower case (issue 30)', () => {
    for (const written of ['KA-34-EF-3003', 'ka 34 ef 3003', 'KA.34.EF.3003', 'Ka-34 ef.3003', '\tKA34EF3003 ']) {
      expect(normaliseTruckNumber(written), written).toBe('KA34EF3003');
    }
    expect(truckNumberSchema.parse('mh-12-kl-1111')).toBe('MH12KL1111');
    // Other marks stay, for the format rule to refuse.
    expect(normaliseTruckNumber('KA/34/EF/3003')).toBe('KA/34/EF/3003');
    expect(truckNumberSchema.safeParse('KA_34EF3003').success).toBe(false);
  });

  it.each([
    ['', VEHICLE_MESSAGES.truckRequired],
    ['MH12KL11111', VEHICLE_MESSAGES.truckTooLong],
    ['MH1KL11111', VEHICLE_MESSAGES.truckFormat],
    ['12MHKL1111', VEHICLE_MESSAGES.truckFormat],
    ['XMH12KL111', 'Use format: MH12KL1111'],
    ['MH12KL111X', 'Use format: MH12KL1111'],
    [null, 'Truck number is required.'],
  ])('%j -> %s', (value, message) => {
    const result = truckNumberSchema.safeParse(value);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});

describe('document pairing on the add form', () => {
  it.each([
    [{ hasFile: false }, null],
    [{ hasFile: true, startDate: '2026-01-01', endDate: '2026-01-01' }, null],
    [{ hasFile: true, startDate: '2026-01-01' }, VEHICLE_MESSAGES.fileWithoutDates],
    [{ hasFile: false, startDate: '2026-01-01', endDate: '2026-02-01' }, VEHICLE_MESSAGES.datesWithoutFile],
    [{ hasFile: false, endDate: '2026-02-01' }, VEHICLE_MESSAGES.oneDate],
    [{ hasFile: true, startDate: '2026-02-02', endDate: '2026-02-01' }, VEHICLE_MESSAGES.endBeforeStart],
  ])('%o -> %s', (entry, message) => {
    expect(documentEntryProblem(entry)).toBe(message);
  });
});

describe('replacement upload, in the spec order', () => {
  it('file first, then both dates, then their order', () => {
    expect(documentUploadProblem({ hasFile: false, startDate: '2026-02-02' })).toBe(VEHICLE_MESSAGES.noFile);
    expect(documentUploadProblem({ hasFile: true, startDate: '2026-02-02' })).toBe(VEHICLE_MESSAGES.uploadDatesMissing);
    expect(documentUploadProblem({ hasFile: true, startDate: '2026-02-02', endDate: '2026-02-01' })).toBe(
      VEHICLE_MESSAGES.uploadStartAfterEnd,
    );
    expect(documentUploadProblem({ hasFile: true, startDate: '2026-02-01', endDate: '2026-02-01' })).toBeNull();
  });
});

describe('days left', () => {
  it('counts today, and is 0 once expired or without a document', () => {
    expect(documentDaysLeft('2026-11-21', '2026-11-21')).toBe(1);
    expect(documentDaysLeft('2026-11-26', '2026-11-21')).toBe(6);
    expect(documentDaysLeft('2026-11-20', '2026-11-21')).toBe(0);
    expect(documentDaysLeft(null, '2026-11-21')).toBe(0);
    expect(documentDaysLeft('2027-03-01', '2027-02-28')).toBe(2);
  });
});

describe('vehicle payloads', () => {
  it('adding: the truck, make and owner trimmed, null as absent, and the dates of each document', () => {
    expect(
      vehicleAddSchema.parse({
        truck_no: 'mh12kl1111',
        make: ' Tata ',
        companyOwner: null,
        documents: { insurance: { startDate: '2026-01-01', endDate: '2026-12-31' }, puc: { startDate: '' } },
      }),
    ).toEqual({
      truck_no: 'MH12KL1111',
      make: 'Tata',
      documents: { insurance: { startDate: '2026-01-01', endDate: '2026-12-31' }, puc: {} },
    });
    const ok = (value: object) =>
      vehicleAddSchema.safeParse({ truck_no: 'MH12KL1111', documents: {}, ...value }).success;
    expect(ok({ make: 'M'.repeat(40) })).toBe(true);
    expect(ok({ make: 'M'.repeat(41) })).toBe(false);
    expect(ok({ documents: { passport: {} } })).toBe(false);
    expect(ok({ documents: { puc: { startDate: '2026-02-30' } } })).toBe(false);
    expect(ok({ documents: { puc: { note: 'x' } } })).toBe(false);
    expect(ok({ colour: 'red' })).toBe(false);
  });

  it('uploading and resetting name the truck and one of the seven documents', () => {
    const upload = { truck_no: 'mh12kl1111', field_name: 'ka_tax', start_date: '2026-01-01', end_date: '' };
    expect(documentUploadFieldsSchema.parse(upload)).toEqual({
      truck_no: 'MH12KL1111',
      field_name: 'ka_tax',
      start_date: '2026-01-01',
    });
    expect(documentUploadFieldsSchema.safeParse({ ...upload, field_name: 'passport' }).success).toBe(false);
    expect(documentUploadFieldsSchema.safeParse({ ...upload, extra: 1 }).success).toBe(false);
    expect(documentResetSchema.parse({ truck_no: 'MH12KL1111', field_name: 'basic_and_KA_permit' })).toEqual({
      truck_no: 'MH12KL1111',
      field_name: 'basic_and_KA_permit',
    });
    expect(documentResetSchema.safeParse({ truck_no: 'MH12KL1111', field_name: 'puc', extra: 1 }).success).toBe(false);
  });

  it('a vehicle lists each document with its file, dates and days left', () => {
    const documentState = { fileName: 'a.pdf', start_date: '2026-01-01', end_date: '2026-12-31', days_left: 40 };
    const documents = Object.fromEntries(Object.keys(VEHICLE_DOCUMENT_LABELS).map((name) => [name, documentState]));
    const vehicle = { truck_no: 'MH12KL1111', make: 'Tata', companyOwner: '', documents };
    expect(vehicleSchema.parse(vehicle)).toEqual(vehicle);
    const halfDay = { ...documents, puc: { ...documentState, days_left: 1.5 } };
    expect(vehicleSchema.safeParse({ ...vehicle, documents: halfDay }).success).toBe(false);
    expect(truckLookupSchema.parse({ _id: '1', truck_no: 'MH12KL1111' })).toEqual({ _id: '1', truck_no: 'MH12KL1111' });
    const expiry = { truck_no: 'MH12KL1111', field_name: 'mv_tax', end_date: '2026-12-31' };
    expect(documentExpirySchema.parse(expiry)).toEqual(expiry);
  });

  it('labels the seven documents as spec-1 section 3 does', () => {
    expect(VEHICLE_DOCUMENT_LABELS).toEqual({
      registration: 'Registration',
      insurance: 'Insurance',
      fitness: 'Fitness',
      mv_tax: 'MV Tax',
      puc: 'PUC',
      ka_tax: 'KA Tax',
      basic_and_KA_permit: 'Basic & KA Permit',
    });
  });
});
