import { randomInt } from 'node:crypto';
import { localDate, type VehicleDocument } from '@freightdesk/domain';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, type Account } from './fixtures';

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A small file that passes for a PDF: the server, like the browser, judges by the `%PDF-` signature. */
export function pdfFile(name: string, text = name): FilePayload {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`) };
}

/** A plain text file someone renamed to .pdf. */
export function renamedTextFile(name: string): FilePayload {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from('These are just notes, not a PDF.\n') };
}

const letter = () => String.fromCharCode(65 + randomInt(26));
const digits = (count: number) => String(randomInt(10 ** count)).padStart(count, '0');

/** A truck number in the MH12KL1111 format that no other test uses: the database lives for the whole run. */
export function uniqueTruckNumber(): string {
  return `${letter()}${letter()}${digits(2)}${letter()}${letter()}${digits(4)}`;
}

/** YYYY-MM-DD, `days` after today in India time (negative for the past). */
export function dayFromToday(days: number): string {
  return new Date(Date.parse(`${localDate()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export interface DocumentSetup {
  file: FilePayload;
  startDate: string;
  endDate: string;
}

/** Signs the API client in as the account and adds a vehicle through POST /add-vehicle. */
export async function addVehicleByApi(
  api: APIRequestContext,
  account: Account,
  truckNo: string,
  documents: Partial<Record<VehicleDocument, DocumentSetup>>,
): Promise<void> {
  const login = await api.post('/logistics/login', {
    data: { username: account.username, password: account.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const multipart: Record<string, string | FilePayload> = {
    truck_no: truckNo,
    make: 'Tata',
    companyOwner: 'Shree Ram',
  };
  for (const [key, document] of Object.entries(documents)) {
    multipart[key] = document.file;
    multipart[`${key}_startDate`] = document.startDate;
    multipart[`${key}_endDate`] = document.endDate;
  }
  const response = await api.post('/logistics/add-vehicle', { multipart });
  expect(response.status(), await response.text()).toBe(201);
}

/** Removes test vehicles so later tests (an empty notification list, say) see a database without them. */
export async function deleteVehiclesByApi(api: APIRequestContext, account: Account, truckNos: string[]) {
  await api.post('/logistics/login', { data: { username: account.username, password: account.password } });
  for (const truckNo of truckNos) await api.delete(`/logistics/delete-vehicle/${truckNo}`);
}

/** Chooses a file the way a person does: click the labelled file button, pick the file in the dialog. */
export async function chooseFile(page: Page, fileButton: Locator, file: FilePayload): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await fileButton.click();
  await (await chooser).setFiles(file);
}
