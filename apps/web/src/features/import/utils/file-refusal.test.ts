import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { fileRefusal } from './file-refusal';

const answer = (status: number, message: string, code?: ApiRequestError['code']) =>
  new ApiRequestError({ failure: 'server', status, message, code });

describe('an answer that refuses the whole file', () => {
  it('is a 413 or a 422 SHEET_TOO_LARGE, shown with its own message', () => {
    const rows = 'The file has more than 200,000 rows: split it into smaller files.';
    expect(fileRefusal(answer(413, rows, 'PAYLOAD_TOO_LARGE'))).toBe(rows);
    const cell = 'Cell B7 holds more than 32,767 characters, more than a spreadsheet cell can.';
    expect(fileRefusal(answer(422, cell, 'SHEET_TOO_LARGE'))).toBe(cell);
  });

  it('is not a refusal of rows, a refusal of the request, or a failure to reach the server', () => {
    expect(fileRefusal(answer(422, '1 row is refused; nothing was imported.'))).toBeNull();
    expect(
      fileRefusal(answer(400, 'The column mapping must be a JSON object of our column names to yours.')),
    ).toBeNull();
    expect(fileRefusal(new ApiRequestError({ failure: 'no-response', status: 0, message: 'No answer' }))).toBeNull();
    expect(fileRefusal(new Error('413'))).toBeNull();
  });
});
