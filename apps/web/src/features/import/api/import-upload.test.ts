import { describe, expect, it } from 'vitest';
import { importRequest, type ImportUpload } from './import-upload';

const upload = (changes: Partial<ImportUpload>): ImportUpload => ({
  kind: 'vendors',
  file: new File(['companyName,tdsRate\r\n'], 'vendors.csv'),
  mapping: null,
  keepFileFreight: false,
  skipDuplicates: false,
  onProgress: () => undefined,
  ...changes,
});

describe('the address of an import call', () => {
  it('says whether repeated rows are skipped, for the preview, the import and the error report alike', () => {
    expect(importRequest(upload({ skipDuplicates: true }), 'preview').path).toBe(
      '/api/import/vendors?dryRun=true&skipDuplicates=true',
    );
    expect(importRequest(upload({ kind: 'trips', keepFileFreight: true }), 'commit').path).toBe(
      '/api/import/trips?dryRun=false&skipDuplicates=false&keepFileFreight=true',
    );
    expect(importRequest(upload({ skipDuplicates: true }), 'errorReport').path).toBe(
      '/api/import/vendors/errors?dryRun=true&skipDuplicates=true',
    );
  });
});
