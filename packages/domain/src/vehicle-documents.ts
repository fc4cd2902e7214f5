import { z } from 'zod';

/** The seven compliance documents of a vehicle (spec-1 section 3, spec-2 section 2). */
export const VEHICLE_DOCUMENTS = [
  'registration',
  'insurance',
  'fitness',
  'mv_tax',
  'puc',
  'ka_tax',
  'basic_and_KA_permit',
] as const;

export type VehicleDocument = (typeof VEHICLE_DOCUMENTS)[number];

export const VEHICLE_DOCUMENT_LABELS: Record<VehicleDocument, string> = {
  registration: 'Registration',
  insurance: 'Insurance',
  fitness: 'Fitness',
  mv_tax: 'MV Tax',
  puc: 'PUC',
  ka_tax: 'KA Tax',
  basic_and_KA_permit: 'Basic & KA Permit',
};

/** One card of the notification bell: a document expired or expiring soon. */
export const documentExpirySchema = z.object({
  truck_no: z.string(),
  field_name: z.enum(VEHICLE_DOCUMENTS),
  end_date: z.string(),
});
export type DocumentExpiry = z.infer<typeof documentExpirySchema>;

export function isVehicleDocument(value: string): value is VehicleDocument {
  return (VEHICLE_DOCUMENTS as readonly string[]).includes(value);
}
