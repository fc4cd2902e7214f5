/**
 * The soak (issue 8): simulated office users on a real server process doing a realistic mix for minutes — trip entry
 * and edits, reports, acknowledgements with attachments, exports, billing and transactions, chat over socket.io —
 * with think times between actions, on a database that starts with the demo's 90 days of history. It checks that nothing answers 5xx, that every write that got a 2xx (or a chat
 * message whose send was acknowledged) is in the database at the end, and that the server's resident memory at the
 * end is within the allowed growth of its value after the warm-up.
 */
import { CHAT_EVENTS, type Chat, type ChatMessage, type Profile, type SendAck, localDate } from '@freightdesk/domain';
import type { Socket } from 'socket.io-client';
import { connectSocket } from '../../src/test/sockets.ts';
import { seedDemoData } from '../../src/demo/demo-data.ts';
import {
  type Answer,
  type Engine,
  type ServerNode,
  call,
  newSession,
  SparePeople,
  pdfBlob,
  prepareDatabase,
  randomBetween,
  rssMiB,
  sleep,
  startNode,
  tripForm,
} from './load-client.ts';

export interface SoakOptions {
  engine: Engine;
  durationMs: number;
  users: number;
  /** Memory after this long is the reference (the issue: after the first minute). */
  warmupMs: number;
  /** Allowed growth of RSS from the reference to the end, e.g. 0.2 for 20%. */
  maxMemoryGrowth: number;
  /** Each memory figure is the mean of the samples (every 5 s) over this long: around the warm-up, before the end. */
  memoryWindowMs: number;
  /** Think time between one user's actions, drawn uniformly from this range. */
  thinkMs: [number, number];
  pgAdminUrl?: string;
  log?: (line: string) => void;
}

interface Stats {
  count: number;
  clientErrors: number;
  serverErrors: number;
  noAnswer: number;
  times: number[];
}

export interface SoakReport {
  engine: Engine;
  users: number;
  seconds: number;
  requests: number;
  perSecond: number;
  actions: Record<string, Stats>;
  serverErrors: number;
  clientErrors: number;
  writes: { trips: number; edits: number; acknowledgements: number; bills: number; messages: number };
  lostWrites: string[];
  messagesDelivered: { expected: number; received: number };
  memory: { samples: { at: number; rss: number }[]; reference: number; end: number; growth: number; allowed: number };
  problems: string[];
}

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => localDate(new Date(Date.now() - days * DAY_MS));

/** The profiles of an office of `n` people: mostly loading managers, then accountants, unloading managers, admins. */
function staff(n: number): Profile[] {
  const shares: [Profile, number][] = [
    ['loadingManager', 0.4],
    ['unloadingManager', 0.2],
    ['accountant', 0.3],
    ['admin', 0.1],
  ];
  const list: Profile[] = [];
  for (const [profile, share] of shares)
    for (let i = 0; i < Math.max(1, Math.round(n * share)); i += 1) list.push(profile);
  return list.slice(0, Math.max(n, 4));
}

type Action = (user: SimUser) => Promise<void>;

interface SimUser {
  index: number;
  profile: Profile;
  username: string;
  cookie: string;
  socket: Socket | null;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

function weighted(table: [Action, number][]): Action {
  const total = table.reduce((sum, [, w]) => sum + w, 0);
  let r = Math.random() * total;
  for (const [action, w] of table) {
    r -= w;
    if (r <= 0) return action;
  }
  return (table[0] as [Action, number])[0];
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const log = options.log ?? (() => {});
  const database = await prepareDatabase(options.engine, options.pgAdminUrl);
  const db = database.db;
  let node: ServerNode | null = null;
  const users: SimUser[] = [];
  const problems: string[] = [];
  const actions: Record<string, Stats> = {};
  // Filled from the seeded history: the demo's vendors, trucks and routes.
  const vendors: string[] = [];
  const trucks: string[] = [];
  const routes: [string, string][] = [];

  // What the server confirmed, to look for in the database at the end.
  const created = new Map<string, { doNumber: string; weightKg: number }>();
  const open: { id: string; vendor: string }[] = [];
  const acknowledged = new Map<string, string[]>();
  const acked = new Set<string>();
  const billed = new Map<string, string[]>();
  const messages = new Set<string>();
  const chats: { id: string; members: string[] }[] = [];
  const expectedDeliveries = new Map<string, number>();
  let received = 0;
  let edits = 0;
  let sequence = 0;

  const record = (name: string, answer: Answer): Answer => {
    const stats = (actions[name] ??= { count: 0, clientErrors: 0, serverErrors: 0, noAnswer: 0, times: [] });
    stats.count += 1;
    stats.times.push(answer.ms);
    if (!answer.ok) {
      stats.noAnswer += 1;
      problems.push(`${name}: no answer (${answer.error})`);
    } else if (answer.status >= 500) {
      stats.serverErrors += 1;
      problems.push(`${name}: ${answer.status} ${answer.body.toString('utf8').slice(0, 200)}`);
    } else if (answer.status >= 400) stats.clientErrors += 1;
    return answer;
  };
  const origin = () => (node as ServerNode).origin;
  const get = (user: SimUser, name: string, path: string) =>
    call(origin(), 'GET', path, { cookie: user.cookie }).then((a) => record(name, a));
  const post = (user: SimUser, name: string, path: string, json: unknown) =>
    call(origin(), 'POST', path, { cookie: user.cookie, json }).then((a) => record(name, a));
  const today = () => localDate();
  const body = (answer: Answer) => (answer.ok ? answer.body.toString('utf8') : '');

  const enterTrip: Action = async (user) => {
    const n = (sequence += 1);
    const [from, to] = pick(routes);
    const vendor = pick(vendors);
    const weight = 5 + (n % 25);
    const form = { ...tripForm(vendor, pick(trucks), `DO-${n}`, weight), DestinationFrom: from, DestinationTo: to };
    await get(user, 'lookups', pick(['/api/vendors', '/api/trucks', '/api/destination']));
    const answer = await post(user, 'trip entry', '/reports', form);
    if (!answer.ok || answer.status !== 201) return;
    const id = (JSON.parse(body(answer)) as { TripID: string }).TripID;
    created.set(id, { doNumber: `DO-${n}`, weightKg: weight * 1000 });
    if (Math.random() < 0.3) {
      const edit = await post(user, 'trip edit', '/api/trip', {
        ...form,
        TripID: id,
        DONumber: `DO-${n}-E`,
        Weight: String(weight + 1),
      });
      if (edit.ok && edit.status === 200) {
        created.set(id, { doNumber: `DO-${n}-E`, weightKg: (weight + 1) * 1000 });
        edits += 1;
      }
    }
    open.push({ id, vendor });
  };

  const openTrip: Action = async (user) => {
    const id = pick([...created.keys()].slice(-50));
    if (id) await get(user, 'trip view', `/api/trip/${id}`);
    if (id && Math.random() < 0.3) await get(user, 'trip view', `/api/trip/${id}/history`);
  };

  const todayList: Action = async (user) => {
    await get(user, "today's list", '/api/today-list');
  };

  const reports: Action = async (user) => {
    // Today or the last week, mostly for one vendor or truck, as the unloading desk and accounts look things up.
    const filter = new URLSearchParams({ startDate: daysAgo(Math.random() < 0.5 ? 0 : 7), endDate: today() });
    if (Math.random() < 0.7) filter.set('vendor', pick(vendors));
    if (Math.random() < 0.4) filter.set('truckNumber', pick(trucks));
    await get(user, 'reports', `/api/reports?${filter.toString()}`);
  };

  const acknowledge: Action = async (user) => {
    const trip = open.shift();
    if (!trip) return reports(user);
    const form = new FormData();
    form.set('transactionStatus', 'Acknowledged');
    form.set('actualWeight', String(9.75));
    if (Math.random() < 0.5) form.set('WeightmentSlip', pdfBlob(`slip ${trip.id}`), 'slip.pdf');
    let answer = record(
      'acknowledge',
      await call(origin(), 'POST', `/api/reports/${trip.id}`, { cookie: user.cookie, form }),
    );
    if (answer.ok && answer.status === 429) {
      // The upload limit is per user; a busy unloading desk signs in again as a colleague.
      Object.assign(
        user,
        await (spares.get(user.profile) ?? (await SparePeople.make(db, user.profile, 0))).next(origin),
      );
      answer = record(
        'acknowledge',
        await call(origin(), 'POST', `/api/reports/${trip.id}`, { cookie: user.cookie, form }),
      );
    }
    if (answer.ok && answer.status === 200) {
      acked.add(trip.id);
      acknowledged.set(trip.vendor, [...(acknowledged.get(trip.vendor) ?? []), trip.id]);
    } else open.push(trip);
  };

  const exportFile: Action = async (user) => {
    const range = `startDate=${daysAgo(7)}&endDate=${today()}`;
    const choices =
      user.profile === 'accountant' || user.profile === 'admin'
        ? [
            '/api/today-list/excel',
            `/api/reports/excel?${range}&vendor=${encodeURIComponent(pick(vendors))}`,
            `/api/business/excel?startDate=${daysAgo(2)}&endDate=${today()}`,
            `/api/transactions/excel?startDate=${daysAgo(60)}&endDate=${today()}`,
          ]
        : user.profile === 'unloadingManager'
          ? ['/api/today-list/excel', `/api/reports/excel?${range}&vendor=${encodeURIComponent(pick(vendors))}`]
          : ['/api/today-list/excel'];
    const path = pick(choices);
    const answer = await get(user, 'export', path);
    // No bill yet today: the transactions export says so with a 400.
    if (answer.ok && answer.status === 400 && !path.includes('transactions'))
      problems.push(`export ${path}: ${body(answer)}`);
  };

  const billing: Action = async (user) => {
    await post(user, 'billing list', '/list-billing', { startDate: today(), endDate: today(), vendor: pick(vendors) });
    const vendor = pick(vendors);
    const ready = acknowledged.get(vendor) ?? [];
    if (ready.length === 0) return;
    const ids = ready.splice(0, 1 + Math.floor(Math.random() * 5));
    const rows = ids.map((id, i) => ({ trip_id: id, ...(i === 0 ? { applyTaxes: Math.random() < 0.5 } : {}) }));
    const answer = await post(user, 'bill', '/generate-pdf-bill', rows);
    if (answer.ok && answer.status === 200) billed.set(answer.headers.get('x-bill-id') ?? '', ids);
    else ready.push(...ids);
  };

  const transactions: Action = async (user) => {
    await post(user, 'transactions', '/list-all-transactions', { startDate: daysAgo(60), endDate: today() });
    const bill = pick([...billed.keys()]);
    if (bill) await get(user, 'bill pdf', `/generate-pdf-by-bill-id-transaction/${bill}`);
  };

  const chat: Action = async (user) => {
    const list = await get(user, 'chat list', '/api/chats');
    const mine = list.ok && list.status === 200 ? (JSON.parse(body(list)) as Chat[]) : [];
    let target = mine.length > 0 && Math.random() < 0.6 ? pick(mine) : null;
    if (!target) {
      const other = pick(users.filter((u) => u !== user));
      const opened = await post(user, 'chat open', '/api/chats', { participants: [other.username] });
      if (!opened.ok || opened.status >= 300) return;
      target = JSON.parse(body(opened)) as Chat;
      if (!chats.some((c) => c.id === target?._id)) chats.push({ id: target._id, members: target.participants });
    }
    if (Math.random() < 0.3) await get(user, 'chat messages', `/api/chats/${target._id}/messages?limit=20`);
    const members = chats.find((c) => c.id === target._id)?.members ?? target.participants;
    const content = `soak ${user.username} ${(sequence += 1)}`;
    const timestamp = new Date().toISOString();
    const connected = users.filter((u) => u.socket?.connected && members.includes(u.username)).length;
    const started = performance.now();
    if (user.socket?.connected) {
      const stats = (actions['chat send (socket)'] ??= {
        count: 0,
        clientErrors: 0,
        serverErrors: 0,
        noAnswer: 0,
        times: [],
      });
      stats.count += 1;
      try {
        const ack = (await user.socket
          .timeout(10_000)
          .emitWithAck(CHAT_EVENTS.sendMessage, { chatId: target._id, content, timestamp })) as SendAck;
        stats.times.push(performance.now() - started);
        if (ack.ok) {
          messages.add(ack.message._id);
          expectedDeliveries.set(ack.message._id, connected);
        } else {
          stats.clientErrors += 1;
          if (ack.code === 'INTERNAL') problems.push(`chat send: ${ack.message}`);
        }
      } catch (error) {
        stats.noAnswer += 1;
        problems.push(`chat send: no acknowledgement (${String(error)})`);
      }
      return;
    }
    const answer = await post(user, 'chat send (HTTP)', '/api/messages', { chatId: target._id, content, timestamp });
    if (answer.ok && answer.status < 300) messages.add((JSON.parse(body(answer)) as ChatMessage)._id);
  };

  const notifications: Action = async (user) => {
    await get(user, 'notifications', '/notify-trucks');
  };

  const mixes: Record<Profile, [Action, number][]> = {
    loadingManager: [
      [enterTrip, 30],
      [openTrip, 15],
      [todayList, 20],
      [exportFile, 5],
      [chat, 30],
    ],
    unloadingManager: [
      [reports, 25],
      [acknowledge, 35],
      [openTrip, 10],
      [exportFile, 10],
      [notifications, 5],
      [chat, 15],
    ],
    accountant: [
      [enterTrip, 10],
      [acknowledge, 10],
      [reports, 10],
      [billing, 25],
      [transactions, 10],
      [exportFile, 15],
      [chat, 20],
    ],
    admin: [
      [reports, 15],
      [billing, 20],
      [transactions, 15],
      [exportFile, 20],
      [notifications, 5],
      [chat, 25],
    ],
  };

  /** Colleagues to sign in as when a desk reaches the per-user upload limit, made before the load. */
  const spares = new Map<Profile, SparePeople>();
  const samples: { at: number; rss: number }[] = [];
  let started = 0;
  try {
    // An office's last 90 days to start from (the demo's vendors, routes, trucks with documents, trips and bills).
    await seedDemoData(db);
    vendors.push(...(await db.selectFrom('vendors').select('company_name').execute()).map((v) => v.company_name));
    trucks.push(...(await db.selectFrom('vehicles').select('truck_no').execute()).map((v) => v.truck_no));
    for (const r of await db.selectFrom('freight_rates').select(['from_place', 'to_place']).execute()) {
      routes.push([r.from_place, r.to_place]);
    }
    node = await startNode({
      ...database.env,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'soak_admin',
      ADMIN_PASSWORD: 'Soak@2026',
    });
    for (const profile of ['unloadingManager', 'accountant'] as const)
      spares.set(profile, await SparePeople.make(db, profile, 3));
    for (const [index, profile] of staff(options.users).entries()) {
      const session = await newSession(db, origin, profile);
      const user: SimUser = { index, profile, ...session, socket: null };
      user.socket = await connectSocket(origin(), session.cookie);
      user.socket.on(CHAT_EVENTS.receiveMessage, () => (received += 1));
      users.push(user);
    }
    // A group chat of a dozen people, as offices have.
    const group = await post(users[0] as SimUser, 'chat open', '/api/chats', {
      name: 'Dispatch',
      participants: users.slice(1, 12).map((u) => u.username),
    });
    if (group.ok && group.status === 201) {
      const chatRow = JSON.parse(body(group)) as Chat;
      chats.push({ id: chatRow._id, members: chatRow.participants });
    }
    log(`${options.engine}: ${users.length} users signed in and connected; soaking for ${options.durationMs / 1000} s`);

    const pid = node.pid;
    started = performance.now();
    const deadline = started + options.durationMs;
    const sampler = (async () => {
      while (performance.now() < deadline) {
        const rss = rssMiB(pid);
        if (rss !== null) samples.push({ at: (performance.now() - started) / 1000, rss });
        await sleep(5000);
      }
      const rss = rssMiB(pid);
      if (rss !== null) samples.push({ at: (performance.now() - started) / 1000, rss });
    })();
    const progress = setInterval(() => {
      const total = Object.values(actions).reduce((sum, s) => sum + s.count, 0);
      const rss = samples.at(-1)?.rss.toFixed(0) ?? '?';
      log(
        `${options.engine}: ${((performance.now() - started) / 1000).toFixed(0)} s, ${total} requests, RSS ${rss} MiB`,
      );
    }, 30_000);
    await Promise.all(
      users.map(async (user) => {
        await sleep(randomBetween(0, options.thinkMs[1]));
        while (performance.now() < deadline) {
          try {
            await weighted(mixes[user.profile])(user);
          } catch (error) {
            problems.push(`${user.profile} action failed: ${error instanceof Error ? error.message : String(error)}`);
          }
          await sleep(randomBetween(...options.thinkMs));
        }
      }),
    );
    clearInterval(progress);
    await sampler;
    const seconds = (performance.now() - started) / 1000;
    await sleep(1000);
    for (const user of users) user.socket?.close();

    const lostWrites = await findLostWrites();
    const inWindow = (from: number, to: number) => samples.filter((s) => s.at >= from && s.at <= to).map((s) => s.rss);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
    // RSS saws up and down by a fifth between major collections: each figure is the mean over a window.
    const warm = options.warmupMs / 1000;
    const half = options.memoryWindowMs / 2000;
    const reference = mean(inWindow(warm - half, warm + half)) || (samples[0]?.rss ?? 0);
    const end = mean(inWindow(seconds - 2 * half, seconds + 1)) || (samples.at(-1)?.rss ?? 0);
    const growth = reference ? (end - reference) / reference : 0;
    if (Math.abs(growth) > options.maxMemoryGrowth) {
      problems.push(
        `server RSS ${end.toFixed(0)} MiB at the end, ${reference.toFixed(0)} MiB after ${warm} s: ${(growth * 100).toFixed(0)}%`,
      );
    }
    problems.push(...lostWrites);
    for (const line of node.output().split('\n'))
      if (/"level":(50|60)/.test(line)) problems.push(`server logged an error: ${line.slice(0, 400)}`);

    const all = Object.values(actions);
    const requests = all.reduce((sum, s) => sum + s.count, 0);
    return {
      engine: options.engine,
      users: users.length,
      seconds,
      requests,
      perSecond: requests / seconds,
      actions,
      serverErrors: all.reduce((sum, s) => sum + s.serverErrors, 0),
      clientErrors: all.reduce((sum, s) => sum + s.clientErrors, 0),
      writes: { trips: created.size, edits, acknowledgements: acked.size, bills: billed.size, messages: messages.size },
      lostWrites,
      messagesDelivered: { expected: [...expectedDeliveries.values()].reduce((a, b) => a + b, 0), received },
      memory: { samples, reference, end, growth, allowed: options.maxMemoryGrowth },
      problems,
    };
  } finally {
    for (const user of users) user.socket?.close();
    await node?.stop().catch(() => {});
    await database.dispose();
  }

  async function findLostWrites(): Promise<string[]> {
    const lost: string[] = [];
    const trips = new Map(
      (await db.selectFrom('trips').select(['id', 'status', 'bill_id', 'do_number', 'weight_kg']).execute()).map(
        (t) => [t.id, t],
      ),
    );
    for (const [id, expected] of created) {
      const trip = trips.get(id);
      if (!trip) lost.push(`trip ${id} (201) missing`);
      else if (trip.do_number !== expected.doNumber || trip.weight_kg !== expected.weightKg)
        lost.push(`trip ${id} edit lost: ${trip.do_number}`);
    }
    for (const id of acked) if (trips.get(id)?.status === 'Open') lost.push(`trip ${id} acknowledged (200) but Open`);
    for (const [bill, ids] of billed) {
      for (const id of ids)
        if (trips.get(id)?.bill_id !== bill)
          lost.push(`trip ${id} billed in ${bill} (200) but has ${trips.get(id)?.bill_id}`);
    }
    const stored = new Set((await db.selectFrom('messages').select('id').execute()).map((m) => m.id));
    for (const id of messages) if (!stored.has(id)) lost.push(`chat message ${id} (acknowledged) missing`);
    return lost;
  }
}

/** The soak's figures as tables: one line per action, then the totals and memory. */
export function formatSoakReport(report: SoakReport): string {
  const lines: string[] = [];
  const row = (cells: string[], widths: number[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  const widths = [22, 8, 6, 6, 9, 8, 8, 8];
  lines.push(row(['action', 'requests', '4xx', '5xx', 'no answer', 'p50 ms', 'p95 ms', 'p99 ms'], widths));
  for (const [name, s] of Object.entries(report.actions).sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(
      row(
        [
          name,
          String(s.count),
          String(s.clientErrors),
          String(s.serverErrors),
          String(s.noAnswer),
          ...[50, 95, 99].map((p) => percentile(s.times, p).toFixed(0)),
        ],
        widths,
      ),
    );
  }
  const w = report.writes;
  const m = report.memory;
  lines.push(
    '',
    `engine ${report.engine}, ${report.users} users, ${report.seconds.toFixed(0)} s, ${report.requests} requests (${report.perSecond.toFixed(1)}/s)`,
    `5xx: ${report.serverErrors}   4xx: ${report.clientErrors}`,
    `writes confirmed: ${w.trips} trips, ${w.edits} edits, ${w.acknowledgements} acknowledgements, ${w.bills} bills, ${w.messages} chat messages; lost: ${report.lostWrites.length}`,
    `chat deliveries to connected members: ${report.messagesDelivered.received} of ${report.messagesDelivered.expected}`,
    `server RSS: ${m.reference.toFixed(1)} MiB after warm-up, ${m.end.toFixed(1)} MiB at the end: ${(m.growth * 100).toFixed(1)}% (allowed ${(m.allowed * 100).toFixed(0)}%)`,
    `RSS samples (s: MiB): ${m.samples.map((s) => `${s.at.toFixed(0)}:${s.rss.toFixed(0)}`).join(' ')}`,
  );
  return lines.join('\n');
}
