/** For each of our columns, the column of the person's own file it is read from; a column left out is not mapped. */
export type ColumnMapping = Partial<Record<string, string>>;

/** A name as people vary it: "Truck No.", "truck no" and "TRUCK_NO" are one. */
function nameKey(name: string): string {
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
