import { type VehicleDocument, isVehicleDocument } from '@freightdesk/domain';
import { badRequest } from '../http/app-error.ts';

const DATE_FIELD = /^(.+)_(startDate|endDate)$/;

/** POST /add-vehicle's flat multipart fields (`insurance_startDate`...) as the structure vehicleAddSchema checks. */
export function vehicleAddInput(fields: Record<string, string>) {
  const documents: Partial<Record<VehicleDocument, { startDate?: string; endDate?: string }>> = {};
  const input: Record<string, unknown> = { documents };
  for (const [name, value] of Object.entries(fields)) {
    const [, document = '', which = ''] = DATE_FIELD.exec(name) ?? [];
    if (isVehicleDocument(document)) {
      documents[document] = { ...documents[document], [which]: value };
    } else if (name === 'truck_no' || name === 'make' || name === 'companyOwner') {
      input[name] = value;
    } else {
      throw badRequest(`Unknown field: ${name.slice(0, 40)}`, name.slice(0, 40));
    }
  }
  return input;
}

/** The multipart field a vehicleAddSchema issue is about: `documents.insurance.endDate` is `insurance_endDate`. */
export function vehicleAddField(path: readonly PropertyKey[]): string | undefined {
  const [first, document, which] = path.map(String);
  if (first === 'documents' && document && which) return `${document}_${which}`;
  return path.map(String).join('.') || undefined;
}
