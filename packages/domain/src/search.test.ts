import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { searchTarget } from './search.ts';

describe('top bar search', () => {
  it('blocks loadingManager entirely', () => {
    for (const text of ['T1', 'B3', 'X9'])
      expect(searchTarget(text, 'loadingManager'), text).toEqual({ kind: 'error', message: MESSAGES.noAccess });
  });

  it('lets unloadingManager look up trips but not bills', () => {
    expect(searchTarget('t12', 'unloadingManager')).toEqual({ kind: 'trip', id: 'T12' });
    expect(searchTarget('B3', 'unloadingManager')).toEqual({ kind: 'error', message: MESSAGES.noAccess });
  });

  it('empty, trip, bill and anything else', () => {
    expect(searchTarget('  ', 'admin')).toEqual({ kind: 'error', message: MESSAGES.searchEmpty });
    expect(searchTarget('t7', 'accountant')).toEqual({ kind: 'trip', id: 'T7' });
    expect(searchTarget('B3', 'accountant')).toEqual({ kind: 'bill', id: 'B3' });
    expect(searchTarget('X9', 'admin')).toEqual({ kind: 'error', message: MESSAGES.searchInvalid });
  });
});
