/** For each of our columns, the column of the person's own file it is read from; a column left out is not mapped. */
export type ColumnMapping = Partial<Record<string, string>>;

/** A name as people vary it: "Truck No.", "truck no" and "TRUCK_NO" are one. */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * The mapping a file starts with: the one remembered for this kind where the file still has that column, else a
 * column of the same name; a column of the file is proposed for one of ours at most.
 */
export function proposeMapping(
  ours: readonly string[],
  theirs: readonly string[],
  remembered: ColumnMapping,
): ColumnMapping {
  const mapping: ColumnMapping = {};
  const taken = new Set<string>();
  for (const column of ours) {
    const choice = remembered[column];
    if (choice !== undefined && theirs.includes(choice) && !taken.has(choice)) {
      mapping[column] = choice;
      taken.add(choice);
    }
  }
  for (const column of ours) {
    if (mapping[column] !== undefined) continue;
    const same = theirs.find((header) => !taken.has(header) && nameKey(header) === nameKey(column));
    if (same !== undefined) {
      mapping[column] = same;
      taken.add(same);
    }
  }
  return mapping;
}

/** Why the mapping cannot be used (one of their columns chosen for two of ours), or null. */
export function mappingProblem(mapping: ColumnMapping): string | null {
  const chosenFor = new Map<string, string>();
  for (const [column, header] of Object.entries(mapping)) {
    if (header === undefined) continue;
    const earlier = chosenFor.get(header);
    if (earlier !== undefined) return `"${header}" is chosen for both ${earlier} and ${column}; choose it for one.`;
    chosenFor.set(header, column);
  }
  return null;
}

/**
 * What the server is sent: only our columns read from a column of another name, as the server finds the others by
 * our name itself (trimmed, in any case); null when there are none. It keeps the form field short.
 */
export function renamedColumns(mapping: ColumnMapping): Record<string, string> | null {
  const renamed = Object.entries(mapping).filter(
    (entry): entry is [string, string] =>
      entry[1] !== undefined && entry[1].trim().toLowerCase() !== entry[0].toLowerCase(),
  );
  return renamed.length > 0 ? Object.fromEntries(renamed) : null;
}
