import { describe, expect, it } from 'vitest';
import { joinGivingWay, turnTaker } from './give-way.ts';

/** Whether a callback queued with setImmediate before `giveWay()` ran before it returned: a turn was given. */
async function gaveATurn(giveWay: () => Promise<void>): Promise<boolean> {
  let ran = false;
  setImmediate(() => {
    ran = true;
  });
  await giveWay();
  const turned = ran;
  await new Promise((resolve) => setImmediate(resolve));
  return turned;
}

describe('giveWay (issue 30: other requests keep their speed while an import works)', () => {
  it('works on until the slice has run, then lets waiting callbacks run, and starts a new slice after them', async () => {
    // A clock the test moves: 4 ms slices, starting at 100 ms.
    let clock = 100;
    const giveWay = turnTaker(4, () => clock);
    clock = 103.9;
    expect(await gaveATurn(giveWay)).toBe(false);
    clock = 104;
    expect(await gaveATurn(giveWay)).toBe(true);
    // The new slice starts when the turn ends: 3.9 ms after it, still working.
    clock = 107.9;
    expect(await gaveATurn(giveWay)).toBe(false);
    clock = 108;
    expect(await gaveATurn(giveWay)).toBe(true);
  });

  it('the clock read after the turn starts the slice, not the one before it', async () => {
    const readings = [0, 10, 50];
    const giveWay = turnTaker(4, () => readings.shift() ?? 52);
    // Read at 10 (past the slice), the turn given, then read at 50: the next slice runs from 50, and 52 is inside it.
    expect(await gaveATurn(giveWay)).toBe(true);
    expect(await gaveATurn(giveWay)).toBe(false);
  });
});

describe('joinGivingWay (issue 30: an upload is joined without holding the server)', () => {
  it('joins the chunks in order, giving a turn between them', async () => {
    let turns = 0;
    setImmediate(() => {
      turns += 1;
    });
    const chunks = ['Truck', 'Number,', 'DONumber\n'].map((text) => Buffer.from(text));
    const joined = await joinGivingWay(chunks, turnTaker(0));
    expect({ text: joined.toString(), turnedBeforeTheEnd: turns }).toEqual({
      text: 'TruckNumber,DONumber\n',
      turnedBeforeTheEnd: 1,
    });
  });

  it('joins nothing into an empty buffer', async () => {
    expect((await joinGivingWay([], turnTaker(0))).length).toBe(0);
  });
});
