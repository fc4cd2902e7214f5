import { type BusinessSettings, vendorAddressLines } from '@freightdesk/domain';
import type { Content } from 'pdfmake/interfaces';
import type { VendorTable } from '../db/schema.ts';

const line = (label: string, value: string | null) => (value ? `${label}: ${value}` : '');
const joined = (...parts: string[]) => parts.filter(Boolean).join('   ');

/** The office's name and details at the top left, the document's title and facts at the top right. */
export function letterhead(business: BusinessSettings, title: string, facts: string[]): Content {
  return {
    columns: [
      {
        width: '*',
        stack: [
          { text: business.companyName, fontSize: 14, bold: true },
          business.address,
          joined(line('GSTIN', business.gstin), line('PAN', business.pan), line('State', business.state)),
        ],
      },
      { width: 'auto', alignment: 'right', stack: [{ text: title, fontSize: 13, bold: true }, ...facts] },
    ],
  };
}

/** The vendor under a label: name, address when given, PAN and bank details. */
export function vendorBlock(label: string, vendor: VendorTable): Content {
  return {
    margin: [0, 12, 0, 8],
    stack: [
      { text: label, color: '#555555', fontSize: 8 },
      { text: vendor.company_name, bold: true },
      ...vendorAddressLines({
        addressLine1: vendor.address_line1,
        addressLine2: vendor.address_line2,
        city: vendor.city,
        state: vendor.state,
        pinCode: vendor.pin_code,
      }),
      joined(line('GSTIN', vendor.gst), line('PAN', vendor.pan)),
      joined(line('Bank', vendor.bank_name), line('A/c', vendor.bank_account), line('IFSC', vendor.ifsc_code)),
    ].filter((part) => part !== ''),
  };
}
