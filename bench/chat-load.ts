/**
 * The chat load generator, in a process of its own: opens one socket.io connection per user (users in pairs, each
 * pair with its one-to-one chat; in a pair the two may be on different server nodes), sends messages at a steady
 * total rate from alternating members of the pairs, and times each message from the send to its `receiveMessage` at
 * the other member's socket (one process, one clock). Reads a job (JSON file named on the command line) and prints one
 * JSON line.
 */
import fs from 'node:fs';
import { CHAT_EVENTS, SOCKET_PATH } from '@freightdesk/domain';
import { type Socket, io } from 'socket.io-client';

export interface ChatMember {
  username: string;
  cookie: string;
  base: string;
}

export interface ChatJob {
  pairs: { chatId: string; members: [ChatMember, ChatMember] }[];
  messagesPerSecond: number;
  seconds: number;
}

export interface ChatResult {
  sockets: number;
  sent: number;
  delivered: number;
  refused: number;
  p50: number;
  p99: number;
  max: number;
  connectMs: number;
}

const job = JSON.parse(fs.readFileSync(process.argv[2] ?? '', 'utf8')) as ChatJob;

function connect(member: ChatMember): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(member.base, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      extraHeaders: { cookie: member.cookie },
      reconnection: false,
      timeout: 60_000,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

const sentAt = new Map<string, number>();
const latencies: number[] = [];
let refused = 0;

const connectStart = performance.now();
const sockets: Socket[][] = [];
// A few at a time: each connection checks its session in the database.
for (let start = 0; start < job.pairs.length; start += 25) {
  const batch = job.pairs.slice(start, start + 25);
  sockets.push(...(await Promise.all(batch.map((pair) => Promise.all(pair.members.map(connect))))));
}
const connectMs = performance.now() - connectStart;

job.pairs.forEach((pair, index) => {
  pair.members.forEach((member, side) => {
    sockets[index]?.[side]?.on(CHAT_EVENTS.receiveMessage, (message: { senderId: string; content: string }) => {
      if (message.senderId === member.username) return;
      const started = sentAt.get(message.content);
      if (started === undefined) return;
      sentAt.delete(message.content);
      latencies.push(performance.now() - started);
    });
  });
});

// A steady rate: each tick sends what is due since the start, from the next pair's members in turn.
const total = Math.round(job.messagesPerSecond * job.seconds);
let sent = 0;
const begin = performance.now();
await new Promise<void>((resolve) => {
  const timer = setInterval(() => {
    const due = Math.min(total, Math.floor(((performance.now() - begin) / 1000) * job.messagesPerSecond));
    for (; sent < due; sent++) {
      const pairIndex = sent % job.pairs.length;
      const pair = job.pairs[pairIndex];
      const side = Math.floor(sent / job.pairs.length) % 2;
      const socket = sockets[pairIndex]?.[side];
      if (!pair || !socket) continue;
      const content = `bench ${sent} ${Math.random().toString(36).slice(2)}`;
      sentAt.set(content, performance.now());
      socket.emit(
        CHAT_EVENTS.sendMessage,
        { chatId: pair.chatId, content, timestamp: new Date().toISOString() },
        (ack: { ok: boolean }) => {
          if (!ack.ok) refused += 1;
        },
      );
    }
    if (sent >= total) {
      clearInterval(timer);
      resolve();
    }
  }, 5);
});
// Stragglers: up to two seconds.
const deadline = performance.now() + 2000;
while (sentAt.size > 0 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
for (const pair of sockets) for (const socket of pair) socket.disconnect();

latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
const result: ChatResult = {
  sockets: sockets.length * 2,
  sent,
  delivered: latencies.length,
  refused,
  p50: at(0.5),
  p99: at(0.99),
  max: latencies.at(-1) ?? NaN,
  connectMs,
};
process.stdout.write(`${JSON.stringify(result)}\n`);
