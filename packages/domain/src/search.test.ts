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

  it('an LR number, full or short and in any case, for every profile: each reads lorry receipts (issue 32)', () => {
    for (const profile of ['loadingManager', 'unloadingManager', 'accountant', 'admin'] as const) {
      expect(searchTarget(' LR/2026-27/000123 ', profile), profile).toEqual({ kind: 'lr', query: 'LR/2026-27/000123' });
      expect(searchTarget('lr123', profile), profile).toEqual({ kind: 'lr', query: 'LR123' });
    }
    expect(searchTarget('lr/2026-27/7', 'accountant')).toEqual({ kind: 'lr', query: 'LR/2026-27/7' });
  });

  it('a text that only looks like an LR number is not one', () => {
    expect(searchTarget('LR', 'admin')).toEqual({ kind: 'error', message: MESSAGES.searchInvalid });
    expect(searchTarget('LR12345678', 'admin')).toEqual({ kind: 'error', message: MESSAGES.searchInvalid });
    expect(searchTarget('LRX1', 'loadingManager')).toEqual({ kind: 'error', message: MESSAGES.noAccess });
  });
});
