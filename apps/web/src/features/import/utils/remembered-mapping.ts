import type { ImportKind } from '@freightdesk/domain';
import { z } from 'zod';
import type { ColumnMapping } from './column-mapping';

const storageKey = (kind: ImportKind) => `freightdesk:import-mapping:${kind}`;

const storedMappingSchema = z.record(z.string(), z.string());

/** The columns this browser last chose for a kind's import, so the next month's file maps itself. */
export function rememberedMapping(kind: ImportKind): ColumnMapping {
  try {
    const parsed = storedMappingSchema.safeParse(JSON.parse(localStorage.getItem(storageKey(kind)) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function rememberMapping(kind: ImportKind, mapping: ColumnMapping): void {
  localStorage.setItem(storageKey(kind), JSON.stringify(mapping));
}
