import { describe, expect, it } from 'vitest';
import { mappingProblem, proposeMapping, renamedColumns } from './column-mapping';

const OURS = ['Company Name', 'Owner', 'TDS Rate', 'PAN'];

describe('the mapping a file starts with', () => {
  it('matches columns of the same name, ignoring case, spaces and punctuation', () => {
    expect(proposeMapping(OURS, ['company_name', 'OWNER', 'T.D.S. rate', 'Remarks'], {})).toEqual({
      'Company Name': 'company_name',
      Owner: 'OWNER',
      'TDS Rate': 'T.D.S. rate',
    });
  });

  it('prefers the remembered choice when the file still has that column', () => {
    const remembered = { 'Company Name': 'Party', Owner: 'Proprietor', PAN: 'PAN No' };
    expect(proposeMapping(OURS, ['Party', 'Owner', 'PAN'], remembered)).toEqual({
      'Company Name': 'Party',
      Owner: 'Owner',
      PAN: 'PAN',
    });
  });

  it('proposes one column of the file for one of ours at most', () => {
    expect(proposeMapping(OURS, ['Party', 'Owner'], { 'Company Name': 'Owner' })).toEqual({
      'Company Name': 'Owner',
    });
  });
});

describe('a mapping that cannot be used', () => {
  it('chooses one column of the file for two of ours', () => {
    expect(mappingProblem({ 'Company Name': 'Party', Owner: 'Boss' })).toBeNull();
    expect(mappingProblem({ 'Company Name': 'Party', Owner: 'Party', PAN: undefined })).toBe(
      '"Party" is chosen for both Company Name and Owner; choose it for one.',
    );
  });
});

describe('the mapping sent to the server', () => {
  it('names only the columns read from a column of another name', () => {
    expect(renamedColumns({ 'Company Name': 'Party', Owner: ' owner ', PAN: undefined, 'TDS Rate': 'TDS %' })).toEqual({
      'Company Name': 'Party',
      'TDS Rate': 'TDS %',
    });
    expect(renamedColumns({ Owner: 'OWNER', PAN: undefined })).toBeNull();
  });
});
