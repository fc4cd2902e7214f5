// Issue 29: "atleast" becomes "at least" wherever it is not a spec message. The one spec message that keeps it is
// chat's "Please select atleast 2 users before confirming" (spec-1 section 8), where the spec fixes the text.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from './chat.schemas.ts';

const SOURCE_ROOTS = ['packages/domain/src', 'apps/server/src', 'apps/web/src'];

/**
 * The repository: the nearest folder above this file that holds the three source roots (the mutation tests run this
 * file from a copy of the package, deeper down).
 */
function repositoryRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (SOURCE_ROOTS.every((root) => existsSync(path.join(folder, root)))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No repository above ${from}`);
  }
}
const REPO = repositoryRoot(path.dirname(fileURLToPath(import.meta.url)));
/** Not shipped: tests, their helpers and build output. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test', '__tests__']);
const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name);

/** Every shipped .ts and .tsx file under the folder, relative to the repository, with / between folders. */
function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(REPO, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(relative);
    return entry.isFile() && isSource(entry.name) ? [relative] : [];
  });
}

/** Where "atleast" is written, as file:line: text; the spec's chat message where it is defined is left out. */
function misspellings(file: string): string[] {
  let text = readFileSync(path.join(REPO, file), 'utf8');
  if (file === 'packages/domain/src/chat.schemas.ts') {
    text = text.replace(`'${CHAT_MESSAGES.groupTooFewUsers}'`, "'(the spec's message)'");
  }
  return text
    .split('\n')
    .flatMap((line, index) => (/atleast/i.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe('user-facing text', () => {
  const files = SOURCE_ROOTS.flatMap(sourceFiles);

  it('reads the source of the domain package, the server and the web app', () => {
    expect(files).toContain('packages/domain/src/chat.schemas.ts');
    expect(files.some((file) => file.startsWith('apps/server/src/'))).toBe(true);
    expect(files.some((file) => file.startsWith('apps/web/src/') && file.endsWith('.tsx'))).toBe(true);
    expect(files.filter((file) => /\.(test|spec)\.tsx?$/.test(file))).toEqual([]);
  });

  it('says "at least", never "atleast", except in the chat message the spec fixes', () => {
    expect(files.flatMap(misspellings), 'each file:line that writes "atleast"').toEqual([]);
  });
});
