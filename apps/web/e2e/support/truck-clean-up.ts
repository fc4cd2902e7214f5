import { type Account, test } from './fixtures';
import { deleteVehiclesByApi, uniqueTruckNumber } from './vehicles';

/**
 * For a spec file whose tests add vehicles: returns a maker of truck numbers no other test uses, and after each test
 * signs in as `account()` and deletes the vehicles under the numbers it made.
 */
export function truckNumbersDeletedAfterEach(account: () => Account): () => string {
  const created: string[] = [];
  test.afterEach(async ({ api }) => {
    await deleteVehiclesByApi(api, account(), created.splice(0));
  });
  return () => {
    const truckNo = uniqueTruckNumber();
    created.push(truckNo);
    return truckNo;
  };
}
